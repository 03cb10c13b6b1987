import siteStyles from './site.css?inline'

/**
 * The site's own stylesheet, for a <style> in the prerendered page's <head>: the first paint then waits for
 * the HTML alone, not for a stylesheet request as well.
 *
 * The browser bundle gets an empty string. Hydration keeps the prerendered text (React does not patch
 * `dangerouslySetInnerHTML` while hydrating, and an unchanged empty string is never written later), and
 * 2 KB of CSS inside the JavaScript would only weigh down the first load. The dev server keeps the text in
 * the browser too, so an edit to the stylesheet still updates the open page.
 */
export const inlinedSiteStyles = import.meta.env.SSR || import.meta.env.DEV ? siteStyles : ''
