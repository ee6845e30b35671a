/** The `<template>` that holds a page's entry scripts until its first paint. */
export const afterFirstPaintId = 'scripts-after-first-paint';

/**
 * Adds the entry scripts held in the template once the page has painted: a callback of the
 * first animation frame runs just before that frame is drawn, and a task it queues runs after.
 * `async = false` keeps the order of the template (webpack's runtime before the main chunk).
 * Its text is the same on every page and in every build, so the Content-Security-Policy allows
 * it by one hash (`npm run csp-hashes`).
 */
export const afterFirstPaintLoader = `requestAnimationFrame(function(){setTimeout(function(){var held=document.getElementById(${JSON.stringify(afterFirstPaintId)}).content.querySelectorAll('script');for(var i=0;i<held.length;i++){var script=document.createElement('script');script.src=held[i].getAttribute('src');script.async=false;document.body.appendChild(script)}})})`;

/**
 * Docusaurus's page template (`ssrTemplate`, in Eta) with one change: the entry scripts are
 * not `<script defer>` elements in `<head>` but wait in an inert `<template>` at the end of
 * `<body>` (the browser's preload scanner does not fetch what a template holds), and the
 * loader above adds them after the first paint. With `defer` in `<head>` a slow link carried
 * 110–230 KB of script beside the HTML and the stylesheet before anything could be drawn,
 * and on a fast one `main.js` ran before the first paint: the page's largest paint waited on
 * script it does not need, since every page is complete HTML. Everything else is the default
 * template of @docusaurus/core 3.7.0 (lib/ssg/ssgTemplate.html.js): compare on every upgrade.
 */
export const ssrTemplate = `<!DOCTYPE html>
<html <%~ it.htmlAttributes %>>
  <head>
    <meta charset="UTF-8">
    <meta name="generator" content="Docusaurus v<%= it.version %>">
    <% it.metaAttributes.forEach((metaAttribute) => { %>
      <%~ metaAttribute %>
    <% }); %>
    <%~ it.headTags %>
    <% it.stylesheets.forEach((stylesheet) => { %>
      <link rel="stylesheet" href="<%= it.baseUrl %><%= stylesheet %>" />
    <% }); %>
  </head>
  <body <%~ it.bodyAttributes %>>
    <%~ it.preBodyTags %>
    <div id="__docusaurus"><%~ it.appHtml %></div>
    <%~ it.postBodyTags %>
    <template id="${afterFirstPaintId}">
    <% it.scripts.forEach((script) => { %>
      <script src="<%= it.baseUrl %><%= script %>"></script>
    <% }); %>
    </template>
    <script>${afterFirstPaintLoader}</script>
  </body>
</html>
`;
