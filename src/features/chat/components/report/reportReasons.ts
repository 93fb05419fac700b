import { defineMessages } from 'react-intl';
import type { ChatReportReason } from '../../../../__generated__/useReportChatMessageMutation.graphql';

/** Each reason's words, in the order a fan reads them (the catch-all last). */
export const reasonLabels = defineMessages({
  HARASSMENT: { id: 'chat.report.reason.HARASSMENT' },
  SPAM: { id: 'chat.report.reason.SPAM' },
  HATE: { id: 'chat.report.reason.HATE' },
  SEXUAL: { id: 'chat.report.reason.SEXUAL' },
  SPOILER: { id: 'chat.report.reason.SPOILER' },
  IMPERSONATION: { id: 'chat.report.reason.IMPERSONATION' },
  OTHER: { id: 'chat.report.reason.OTHER' },
} satisfies Record<ChatReportReason, { id: string }>);

export const REPORT_REASONS = Object.keys(reasonLabels) as ChatReportReason[];
