/** The `<template>` that holds a page's entry scripts until its first paint. */
export const afterFirstPaintId = 'scripts-after-first-paint';

/**
 * Adds the entry scripts held in the template once the page has painted. The browser's first
 * contentful paint (its Paint Timing entry, which arrives once the frame is on the screen) is
 * the signal; where Paint Timing is missing, a task queued by the first animation frame's
 * callback, which runs after that frame is drawn. The frame's callback alone came too early
 * for Lighthouse's simulated throttling: on a loaded machine the frame reached the screen
 * after the scripts had been requested, so the simulation counted their 110 KB among what
 * the largest paint waited for (a blog post's simulated LCP 1.34× its floor).
 * `async = false` keeps the order of the template (webpack's runtime before the main chunk).
 * Its text is the same on every page and in every build, so the Content-Security-Policy allows
 * it by one hash (`npm run csp-hashes`).
 */
export const afterFirstPaintLoader = `(function(){function load(){var held=document.getElementById(${JSON.stringify(afterFirstPaintId)}).content.querySelectorAll('script');for(var i=0;i<held.length;i++){var script=document.createElement('script');script.src=held[i].getAttribute('src');script.async=false;document.body.appendChild(script)}}var types=window.PerformanceObserver&&PerformanceObserver.supportedEntryTypes||[];if(types.indexOf('paint')<0){requestAnimationFrame(function(){setTimeout(load)});return}new PerformanceObserver(function(list,observer){if(list.getEntriesByName('first-contentful-paint').length===0)return;observer.disconnect();setTimeout(load)}).observe({type:'paint',buffered:true})})()`;

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
