// Test helper: renders a route table in a memory data router (loaders, lazy routes,
// useRevalidator) over a Relay environment whose network answers every operation with
// the garden's mock data. Route loaders call the network directly (loadQuery), which
// relay-test-utils' mock environment cannot intercept, hence a real environment with a
// generating network. tests/relay.tsx covers components; this covers routes.
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, type ReactNode } from 'react';
import { RelayEnvironmentProvider } from 'react-relay';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import {
  createOperationDescriptor,
  Environment,
  Network,
  Observable,
  RecordSource,
  Store,
  type ConcreteRequest,
  type FetchFunction,
  type GraphQLResponse,
  type Variables,
} from 'relay-runtime';
import { MockPayloadGenerator, type MockResolvers } from 'relay-test-utils';
import { createMockPayloadResolvers } from '../mocks/resolvers';
import type { AppConfig } from '../common/appConfig';
import { readAppConfig } from '../src/config';
import { AppConfigProvider } from '../src/platform/AppConfigProvider';
import { useSetAuthUser, type AuthUser } from '../src/state/auth';
import { TestProviders } from './TestProviders';

interface RenderWithDataRouterOptions {
  initialPath?: string;
  /** The sign-in state to report; undefined leaves it 'pendding'. */
  authUser?: AuthUser | null;
  resolvers?: MockResolvers;
  locale?: 'ja' | 'en';
  /** An error to fail an operation with instead of answering it (e.g. offline). */
  failWith?: (operationName: string) => Error | undefined;
  /** The page's runtime config (window.__APP_CONFIG__), e.g. the tenant's site metadata. */
  config?: Partial<AppConfig>;
}

// Every compiled operation, by name, so the network can generate its payload.
const operations = new Map<string, ConcreteRequest>();
for (const artifact of Object.values(
  import.meta.glob<{ kind?: string }>('../src/__generated__/*.graphql.ts', {
    eager: true,
    import: 'default',
  }),
)) {
  if (artifact.kind === 'Request') {
    const request = artifact as ConcreteRequest;
    operations.set(request.params.name, request);
  }
}

export interface SentOperation {
  name: string;
  variables: Variables;
}

function createGeneratingEnvironment(
  resolvers: MockResolvers,
  sent: SentOperation[],
  failWith: RenderWithDataRouterOptions['failWith'],
): Environment {
  const fetchGenerated: FetchFunction = (params, variables) => {
    sent.push({ name: params.name, variables });
    const failure = failWith?.(params.name);
    if (failure) return Observable.create((sink) => sink.error(failure));
    const request = operations.get(params.name);
    if (!request)
      return Observable.from({ errors: [{ message: `No artifact for ${params.name}` }] });
    return Observable.from(
      MockPayloadGenerator.generate(createOperationDescriptor(request, variables), resolvers),
    );
  };
  // Subscriptions open and stay quiet, as a live stream with nothing happening does.
  const subscribe = () => Observable.create<GraphQLResponse>(() => undefined);
  const network = Network.create(fetchGenerated, subscribe);
  return new Environment({ network, store: new Store(new RecordSource()) });
}

function ReportAuth({
  user,
  children,
}: {
  user: AuthUser | null | undefined;
  children: ReactNode;
}) {
  const setAuthUser = useSetAuthUser();
  useEffect(() => {
    if (user !== undefined) setAuthUser(user);
  }, [user, setAuthUser]);
  return children;
}

export function renderWithDataRouter(
  routes: (environment: Environment) => RouteObject[],
  {
    initialPath = '/',
    authUser,
    resolvers,
    locale = 'ja',
    failWith,
    config,
  }: RenderWithDataRouterOptions = {},
) {
  const sent: SentOperation[] = [];
  const environment = createGeneratingEnvironment(
    { ...createMockPayloadResolvers({ locale }), ...resolvers },
    sent,
    failWith,
  );
  const router = createMemoryRouter(routes(environment), { initialEntries: [initialPath] });
  const rendered = render(
    <AppConfigProvider value={readAppConfig(config)}>
      <RelayEnvironmentProvider environment={environment}>
        <TestProviders locale={locale}>
          <ReportAuth user={authUser}>
            <RouterProvider router={router} />
          </ReportAuth>
        </TestProviders>
      </RelayEnvironmentProvider>
    </AppConfigProvider>,
  );
  return { ...rendered, environment, router, sent, user: userEvent.setup() };
}
