// Styles of a block below the first screen: the browser skips its style, layout and paint until it
// nears the viewport (content-visibility), so a phone lays out the first screen first instead of
// the whole page; the text stays in the document for search, find-in-page and assistive
// technology. `height` is the block's usual height, kept for the scrollbar until it is rendered.
export const belowTheFold = (height: string) => ({
  contentVisibility: 'auto',
  containIntrinsicSize: `auto ${height}`,
});
