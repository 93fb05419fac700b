// What a contract case may use of a server: GraphQL over HTTP in process, with the real
// client's headers, plus the few ids a case cannot discover through the schema itself.

export interface ContractCallOptions {
  /** The tenant header; null sends none. Defaults to the served garden (demo). */
  tenant?: string | null;
  /** A fan to sign in as, by name (each name is one account). Signed out when omitted. */
  as?: string;
  language?: 'ja' | 'en';
  /** More request headers, e.g. Auto-Translation. */
  headers?: Record<string, string>;
}

export interface ContractResponse<TData> {
  status: number;
  data?: TData | null;
  errors?: { message: string; extensions?: Record<string, unknown> }[];
}

export interface ContractServer {
  /** 'server' (createGardenServer on PGlite) or 'mock' (mocks/mockYoga). */
  name: 'server' | 'mock';
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  call<TData = any>(
    query: string,
    variables?: Record<string, unknown>,
    options?: ContractCallOptions,
  ): Promise<ContractResponse<TData>>;
  /** Raw access to the server's endpoints (e.g. /stream), with the call's headers. */
  fetch(path: string, init: RequestInit, options?: ContractCallOptions): Promise<Response>;
  fixtures: {
    /** A well-formed Channel id that this garden does not hold (another tenant's, on the server). */
    foreignChannelId: string;
    /** A well-formed ChatMessage id that this garden does not hold (another tenant's, on the server). */
    foreignMessageId: string;
    /** A word the garden's moderation refuses. */
    bannedWord: string;
  };
  close(): Promise<void>;
}

export interface ContractCase {
  name: string;
  run(server: ContractServer): Promise<void>;
}

/** One feature's contract: `export default defineContract('chat', [...])` in `<feature>.contract.ts`. */
export function defineContract(feature: string, cases: ContractCase[]) {
  return { feature, cases };
}

export type Contract = ReturnType<typeof defineContract>;
