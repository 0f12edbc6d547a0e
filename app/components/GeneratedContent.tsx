/**
 * Sanitized HTML of a generated page. Content without any class attribute is plain markup and
 * gets the prose container (spec §2); content with classes brings its own layout.
 */
export function GeneratedContent({ html }: { html: string }) {
  const styled = /\sclass\s*=/i.test(html);
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the HTML was sanitized on save and again in the loader.
  return <div className={styled ? "generated-content" : "prose-ppa"} dangerouslySetInnerHTML={{ __html: html }} />;
}
