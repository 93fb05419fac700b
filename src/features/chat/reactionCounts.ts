// The reaction counts of a message after the viewer toggles one emoji: what the server
// will answer, shown before it does.
export interface ReactionCount {
  readonly emoji: string;
  readonly count: number;
  readonly viewerHasReacted: boolean;
}

export function reactionsAfterToggle(
  reactions: readonly ReactionCount[],
  emoji: string,
  reacted: boolean,
): ReactionCount[] {
  const exists = reactions.some((reaction) => reaction.emoji === emoji);
  const next = exists
    ? reactions.map((reaction) =>
        reaction.emoji === emoji
          ? {
              emoji,
              count: reaction.count + (reacted ? 1 : -1),
              viewerHasReacted: reacted,
            }
          : { ...reaction },
      )
    : [
        ...reactions.map((reaction) => ({ ...reaction })),
        { emoji, count: 1, viewerHasReacted: true },
      ];
  return next.filter((reaction) => reaction.count > 0);
}
