/**
 * Rich text the server has already sanitised against its allow-list (html fields are cleaned on every
 * save), shown as written.
 */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  return <div className={className ?? 'safe-html'} dangerouslySetInnerHTML={{ __html: html }} />;
}
