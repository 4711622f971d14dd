import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { gotoHydrated } from '../support/page';

const LINKS_PAGE = '/docs/v10/links';

async function openDiagram(page: Page) {
  await gotoHydrated(page, LINKS_PAGE);
  const diagram = page.locator('.docusaurus-mermaid-container').first();
  await expect(diagram.locator('svg')).toBeVisible();
  await diagram.scrollIntoViewIfNeeded();
  return diagram;
}

for (const { width, height } of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test(`the links diagram's labels are readable at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    const diagram = await openDiagram(page);
    // The size a reader sees: the labels' font size in the drawing, times the drawing's scale.
    const sizes = await diagram.evaluate((container) => {
      const svg = container.querySelector('svg');
      if (!svg) return [];
      const box = svg.getBoundingClientRect();
      const view = svg.viewBox.baseVal;
      const scale = Math.min(box.width / view.width, box.height / view.height);
      return [...svg.querySelectorAll('.nodeLabel, .edgeLabel')]
        .filter((label) => (label.textContent ?? '').trim() !== '')
        .map((label) => ({
          text: label.textContent?.trim(),
          px: Math.round(parseFloat(getComputedStyle(label).fontSize) * scale * 10) / 10,
        }));
    });
    expect(sizes.length).toBeGreaterThanOrEqual(8);
    expect(sizes.filter((label) => label.px < 12.5)).toEqual([]);
  });
}

type Rgba = [number, number, number, number];

/**
 * The contrast of each label's text with what is drawn behind it: its own chip when it has
 * one, else its box's fill, else the page. Axe cannot tell what is behind text in an SVG
 * drawing (it reports such text as "incomplete"), so the colours are read here.
 */
function labelContrasts(container: Element): { text: string; ratio: number }[] {
  const parse = (colour: string): Rgba => {
    const [r = 0, g = 0, b = 0, a = 1] = (colour.match(/[\d.]+/g) ?? []).map(Number);
    return [r, g, b, colour === 'none' || colour === 'transparent' ? 0 : a];
  };
  const over = ([r, g, b, a]: Rgba, [R, G, B]: Rgba): Rgba => [
    r * a + R * (1 - a),
    g * a + G * (1 - a),
    b * a + B * (1 - a),
    1,
  ];
  const luminance = ([r, g, b]: Rgba) => {
    const [R = 0, G = 0, B = 0] = [r, g, b].map((c) => {
      const s = c / 255;
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * R + 0.7152 * G + 0.0722 * B;
  };
  let page: Rgba = [255, 255, 255, 1];
  for (let node: Element | null = container; node; node = node.parentElement) {
    const colour = parse(getComputedStyle(node).backgroundColor);
    if (colour[3] > 0) {
      page = over(colour, page);
      break;
    }
  }
  const svg = container.querySelector('svg');
  return [...(svg?.querySelectorAll('.nodeLabel p, .edgeLabel p') ?? [])]
    .filter((label) => (label.textContent ?? '').trim() !== '')
    .map((label) => {
      // Layers from the page up: the box's fill, then each chip between it and the text.
      let behind = page;
      const shape = label.closest('.node')?.querySelector('rect, polygon, path, circle, ellipse');
      if (shape) behind = over(parse(getComputedStyle(shape).fill), behind);
      const chips: Element[] = [];
      for (let node: Element | null = label; node && node.tagName !== 'foreignObject';) {
        chips.unshift(node);
        node = node.parentElement;
      }
      for (const chip of chips) {
        behind = over(parse(getComputedStyle(chip).backgroundColor), behind);
      }
      const text = over(parse(getComputedStyle(label).color), behind);
      const [light = 0, dark = 0] = [luminance(text), luminance(behind)].sort((a, b) => b - a);
      return {
        text: (label.textContent ?? '').trim(),
        ratio: Math.round(((light + 0.05) / (dark + 0.05)) * 100) / 100,
      };
    });
}

for (const colorScheme of ['light', 'dark'] as const) {
  test(`the links diagram's text has AA contrast in ${colorScheme} mode`, async ({ page }) => {
    await page.emulateMedia({ colorScheme });
    await page.setViewportSize({ width: 390, height: 844 });
    const diagram = await openDiagram(page);
    const contrasts = await diagram.evaluate(labelContrasts);
    expect(contrasts.length).toBeGreaterThanOrEqual(8);
    expect(contrasts.filter((label) => label.ratio < 4.5)).toEqual([]);
    // And what axe can judge there, it passes.
    const results = await new AxeBuilder({ page })
      .include('.docusaurus-mermaid-container')
      .withRules(['color-contrast'])
      .analyze();
    expect(results.violations.flatMap((rule) => rule.nodes.map((node) => node.target))).toEqual([]);
  });
}

test('Mermaid diagrams render as SVG, not as an error', async ({ page }) => {
  await gotoHydrated(page, '/docs/v10/links');
  const diagram = page.locator('.docusaurus-mermaid-container').first();
  await expect(diagram.locator('svg')).toBeVisible();
  await expect(page.getByText(/Parse error|Syntax error/)).toHaveCount(0);
  await expect(diagram).toContainText('httpBatchLink');
});
