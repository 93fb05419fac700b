// The contract runner: every `<feature>.contract.ts` in this folder, each case against the
// real server and against the mock server, so the mock cannot drift from the server.
// A new feature adds its case file here; nothing else needs an edit.
import { afterAll, beforeAll, describe, it } from 'vitest';
import type { Contract, ContractServer } from './contractServer';
import { startMockServer, startRealServer } from './servers';

const contracts = Object.entries(
  import.meta.glob<{ default: Contract }>('./*.contract.ts', { eager: true }),
).map(([file, module]) => ({ file, ...module.default }));

const servers = { server: startRealServer, mock: startMockServer };

describe.each(Object.entries(servers))('contract on the %s', (_name, start) => {
  let server: ContractServer;
  beforeAll(async () => {
    server = await start();
  });
  afterAll(() => server?.close());

  it('finds the contract files', ({ expect }) => {
    expect(contracts.length).toBeGreaterThan(0);
  });

  describe.each(contracts)('$feature ($file)', ({ cases }) => {
    it.each(cases)('$name', ({ run }) => run(server));
  });
});
