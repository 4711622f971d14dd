// A setup page says in its front matter what the reader starts from (`recipe: "an empty
// folder, …"`): the recipe tests (tests/recipes/) start there, and this plugin prints the same
// words at the top of the page, so the reader and the test begin at one place. The text may
// link to another page or section by its file path (`[Set up TypeScript](./quickstart.md#set-
// up-typescript)`): Docusaurus resolves the link for the reader, and the tests follow it.
import type { Paragraph, PhrasingContent, Root } from 'mdast';

const RECIPE_START_LABEL = 'Starts from:';

const LINK = /\[([^\]]*)\]\(([^)\s]+)\)/g;

/** The Markdown links in a start's text, in order. */
export function recipeStartLinks(start: string): { text: string; url: string }[] {
  return [...start.matchAll(LINK)].map((match) => ({ text: match[1] ?? '', url: match[2] ?? '' }));
}

/** The start's text as Markdown phrasing: plain text and links. */
function phrasing(start: string): PhrasingContent[] {
  const nodes: PhrasingContent[] = [];
  let from = 0;
  for (const match of start.matchAll(LINK)) {
    if (match.index > from) nodes.push({ type: 'text', value: start.slice(from, match.index) });
    nodes.push({
      type: 'link',
      url: match[2] ?? '',
      children: [{ type: 'text', value: match[1] ?? '' }],
    });
    from = match.index + match[0].length;
  }
  if (from < start.length) nodes.push({ type: 'text', value: start.slice(from) });
  return nodes;
}

export default function recipeStart() {
  return (tree: Root, file: { data: { frontMatter?: Record<string, unknown> } }): void => {
    const start = file.data.frontMatter?.recipe;
    if (typeof start !== 'string' || start.trim() === '') return;
    const text = start.trim();
    const paragraph: Paragraph = {
      type: 'paragraph',
      // Underlined links, also where the paragraph is not in a docs page's prose (the
      // landing page's steps).
      data: { hProperties: { className: ['recipe-start'] } },
      children: [
        { type: 'strong', children: [{ type: 'text', value: RECIPE_START_LABEL }] },
        { type: 'text', value: ' ' },
        ...phrasing(/[.!?]$/.test(text) ? text : `${text}.`),
      ],
    };
    // Below the page's own `# Title` when it writes one; a title from front matter is rendered
    // above the content anyway.
    const first = tree.children[0];
    const at = first?.type === 'heading' && first.depth === 1 ? 1 : 0;
    tree.children.splice(at, 0, paragraph);
  };
}
