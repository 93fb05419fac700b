// The server draws a skeleton of the first view beside #root under this id; the app removes
// it once it shows its own shell (src/features/shell/firstViewSkeleton.ts).
export const FIRST_VIEW_ID = 'first-view';
