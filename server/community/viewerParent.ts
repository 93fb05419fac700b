// What Query.viewer hands to the Viewer fields: the fields themselves read the
// viewer from the context's loaders, so the parent only marks the type.
export type ViewerParent = Record<string, never>;
