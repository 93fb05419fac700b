/** Leaderboard entries per page (the leaderboard holds the top 100). */
export const LEADERBOARD_PAGE_SIZE = 20;
