// The HTTP status of a server-rendered page: a page whose thing does not exist (a deleted
// post, a channel the viewer may not see) answers 404, as a crawler and a link preview
// expect, while the fan still sees the page's own "not found" state. Only the server
// provides the record; in the browser the hook does nothing.
import { createContext, useContext, type ReactNode } from 'react';

export interface PageStatusRecord {
  status: 200 | 404;
}

const PageStatusContext = createContext<PageStatusRecord | null>(null);

export function PageStatusProvider({
  record,
  children,
}: {
  record: PageStatusRecord;
  children: ReactNode;
}) {
  return <PageStatusContext.Provider value={record}>{children}</PageStatusContext.Provider>;
}

/** Marks the page as not found (HTTP 404) when `missing`; call it on every render. */
export function useNotFoundStatus(missing: boolean): void {
  const record = useContext(PageStatusContext);
  // Written during render on purpose: the server renders once and reads it after.
  if (record && missing) record.status = 404;
}
