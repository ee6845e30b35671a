/**
 * The HTML shell every page is rendered into (Docusaurus' `ssrTemplate`, an Eta template).
 * It has the parts of Docusaurus' own shell, with one change: the tags that plugins inject
 * "before the body" go at the top of the head.
 *
 * The only such tag is the classic theme's inline script that applies the colour mode and
 * whether the reader closed the announcement bar, before anything is drawn. At the top of
 * `<body>` it came after the stylesheet link, and an inline script waits for the
 * stylesheets above it: the parser stopped there until the CSS had arrived, then read the
 * whole body at once and went straight on to the deferred scripts, so on a fast connection
 * the first paint waited for main.js to run. Ahead of the stylesheet the script runs at
 * once, the body is parsed while the CSS downloads, and the page paints as soon as the CSS
 * is in. tests/build/page-shell.test.ts keeps the head free of anything but head content.
 */
export const ssrTemplate = `<!DOCTYPE html>
<html <%~ it.htmlAttributes %>>
<head>
<meta charset="UTF-8">
<meta name="generator" content="Docusaurus v<%= it.version %>">
<%~ it.preBodyTags %>
<% it.metaAttributes.forEach((tags) => { %><%~ tags %><% }); %>
<%~ it.headTags %>
<% it.stylesheets.forEach((file) => { %><link rel="stylesheet" href="<%= it.baseUrl %><%= file %>"><% }); %>
<% it.scripts.forEach((file) => { %><script src="<%= it.baseUrl %><%= file %>" defer></script><% }); %>
</head>
<body <%~ it.bodyAttributes %>>
<div id="__docusaurus"><%~ it.appHtml %></div>
<%~ it.postBodyTags %>
</body>
</html>`;
