// Writes the page's title and description into the document head.

export interface DocumentMetadata {
  title: string;
  description: string;
}

/** "Page | Site", or the site title alone on pages without a title of their own. */
export function documentTitle(siteTitle: string, pageTitle?: string): string {
  return [pageTitle, siteTitle].filter(Boolean).join(' | ');
}

export function applyDocumentMetadata(doc: Document, { title, description }: DocumentMetadata) {
  if (title) doc.title = title;
  let meta = doc.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!description) {
    meta?.remove();
    return;
  }
  if (!meta) {
    meta = doc.createElement('meta');
    meta.name = 'description';
    doc.head.append(meta);
  }
  meta.content = description;
}
