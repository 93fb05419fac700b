// The rows of a channel's message log and the parts Virtuoso renders them with (declared
// once, so that it keeps their elements between renders).
import { createContext, forwardRef, type ReactNode } from 'react';
import type { Components, ItemProps, ListProps } from 'react-virtuoso';
import type { ChatMessageList_channel$data } from '../../../__generated__/ChatMessageList_channel.graphql';
import type { OutboxMessage } from '../../../state/chatOutbox';

/** The space between two messages (px). */
export const MESSAGE_GAP = 12;

type Edge = ChatMessageList_channel$data['messages']['edges'][number];

/** A line of the log: a message of the channel, or one of the fan's not sent yet. */
export type Row =
  { key: string; edge: Edge; unsent?: undefined } | { key: string; unsent: OutboxMessage };

export interface LogContext {
  communityId: string;
  firstItemIndex: number;
  /** The message the "new messages" line follows, while it shows. */
  newLineAfterId: string | null;
  /** The messages that came in below the first view: they fade in. */
  arrivals: ReadonlySet<string>;
  header: ReactNode;
  footer: ReactNode;
  retry(clientMutationId: string): void;
  discard(clientMutationId: string): void;
}

export const listStyle = {
  listStyle: 'none',
  margin: 0,
  paddingInline: 'var(--mantine-spacing-sm)',
} as const;

/**
 * The keys of the rows the log has now. Virtuoso renders its rows a render after the list
 * changes: a row that just left (a pending copy once its message is posted, whose record
 * Relay has dropped) must render nothing meanwhile.
 */
export const CurrentRowKeys = createContext<ReadonlySet<string> | null>(null);

const LogList = forwardRef<HTMLDivElement, ListProps & { context: LogContext }>(function LogList(
  { style, children, context: _context, ...props },
  ref,
) {
  return (
    <ol ref={ref as never} {...props} style={{ ...style, ...listStyle }}>
      {children}
    </ol>
  );
});

function LogItem({
  item: _item,
  context,
  style,
  children,
  ...props
}: ItemProps<Row> & { context: LogContext }) {
  const first = props['data-index'] === context.firstItemIndex;
  return (
    <li {...props} style={{ ...style, paddingTop: first ? 0 : MESSAGE_GAP }}>
      {children}
    </li>
  );
}

export const logComponents: Components<Row, LogContext> = {
  List: LogList,
  Item: LogItem,
  Header: ({ context }) => <>{context.header}</>,
  Footer: ({ context }) => <>{context.footer}</>,
};
