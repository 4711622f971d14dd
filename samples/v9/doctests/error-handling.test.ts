// Backs versioned_docs/version-9.x/server/error-handling.md (Error Handling, 9.x).
import { describe, it } from 'vitest';
import { loadPage } from '../../../scripts/samples/doctest';
import { expectCodeTable } from './codeTable';

const page = loadPage('versioned_docs/version-9.x/server/error-handling.md');

describe(`${page.page}: Error codes`, () => {
  it('the code table gives each code its JSON-RPC number and the HTTP status the server sends', async () => {
    await expectCodeTable(page.tables({ section: 'Error codes' })[0], {
      code: 'Code',
      jsonRpc: 'JSON-RPC',
      http: 'HTTP',
    });
  });
});
