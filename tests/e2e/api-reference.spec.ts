import { expect, test } from '../support/fixtures';
import { gotoHydrated } from '../support/page';
import { referenceRoutes } from '../support/routes';

test.describe('API reference', () => {
  test("each version's sidebar lists its reference, overview first, one page per import path", async ({
    page,
  }) => {
    for (const version of ['v10', 'v9'] as const) {
      await gotoHydrated(page, `/docs/${version}/reference`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('API reference');
      const sidebar = page.getByRole('navigation', { name: 'Docs sidebar' });
      const category = sidebar.getByRole('button', { name: 'API reference' });
      await expect(category).toHaveAttribute('aria-expanded', 'true');
      const links = category.locator('xpath=ancestor::li[1]').getByRole('link');
      const hrefs = await links.evaluateAll((all) => all.map((a) => a.getAttribute('href')));
      expect(hrefs[0]).toBe(`/docs/${version}/reference`);
      expect([...hrefs].sort()).toEqual([...referenceRoutes[version]].sort());
      // The overview lists every import path, each linking its page.
      const listed = page.locator('.theme-doc-markdown li a');
      await expect(listed.first()).toHaveText('@trpc/server');
      expect(await listed.count()).toBe(referenceRoutes[version].length - 1);
    }
  });

  test('an entry shows its signature, where it is defined at the tag, and the guides that use it', async ({
    page,
  }) => {
    await gotoHydrated(page, '/docs/v10/reference/server/adapters/fastify#fastifytrpcplugin');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      '@trpc/server/adapters/fastify',
    );
    const entry = page.locator('h3#fastifytrpcplugin');
    await expect(entry).toContainText('fastifyTRPCPlugin()');
    const section = page.locator('h3#fastifytrpcplugin ~ p');
    await expect(
      section.filter({ hasText: 'Defined in:' }).first().getByRole('link'),
    ).toHaveAttribute(
      'href',
      /^https:\/\/github\.com\/trpc\/trpc\/blob\/v10\.0\.0-proxy-beta\.18\/packages\/server\/src\/adapters\/fastify\/fastifyTRPCPlugin\.ts#L\d+$/,
    );
    // A generated page has no file in tRPC's repository to edit.
    await expect(page.getByRole('link', { name: /Edit this page/ })).toHaveCount(0);
    const guides = section.filter({ hasText: 'Used in the guides:' }).first();
    await guides.getByRole('link', { name: 'Usage with Fastify' }).click();
    await expect(page).toHaveURL(/\/docs\/v10\/fastify$/);
  });

  test('the version dropdown leads to the same import path in the other version', async ({
    page,
  }) => {
    await gotoHydrated(page, '/docs/v10/reference/server/adapters/fastify');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('button', { name: '10.x' }).hover();
    await expect(nav.getByRole('link', { name: '9.x', exact: true })).toHaveAttribute(
      'href',
      '/docs/v9/reference/server/adapters/fastify',
    );
  });

  test('a deprecated export is shown struck through, its deprecation first', async ({ page }) => {
    await gotoHydrated(page, '/docs/v10/reference/client#createtrpcclient');
    const heading = page.locator('h3#createtrpcclient');
    await expect(heading.locator('del')).toHaveText('createTRPCClient()');
    await expect(page.locator('h3#createtrpcclient ~ h4').first()).toHaveText(/Deprecated/);
  });
});
