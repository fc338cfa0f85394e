import {
  breakpoints,
  color,
  focusRing,
  font,
  fontSize,
  fontWeight,
  layout,
  lineHeight,
  radius,
  shadow,
  themeCss,
} from '@vg/contract/design-tokens';

// The server-rendered markup's look, before and while the app takes over: the kit's reset, type,
// colours and the page column (shared/src/ui/theme, PageLayout, the host's AppShell), read from the
// design tokens the kit is built from (docs/adr/0023-design-tokens.md), so the first paint already
// looks like the page the remote will render in its place. The colours' values come first, light
// and dark (themeCss; docs/adr/0028-dark-theme-as-css-variables.md); the rest reads them. Inline <style> is what the
// content security policy allows for styles (styled-components needs it too); there is no script.
export const PAGE_STYLES = `
${themeCss}
*,*::before,*::after{box-sizing:border-box}*{margin:0}
body{min-height:100vh;background:${color.page};color:${color.text};font-family:${font.body};font-size:${fontSize.md};line-height:${lineHeight.normal};-webkit-font-smoothing:antialiased}
h1,h2,h3{font-family:${font.heading};font-weight:${fontWeight.bold};line-height:${lineHeight.tight};text-wrap:balance}
img{display:block;max-width:100%}
a{color:${color.primary};text-underline-offset:.15em}a:hover{color:${color.primaryHover}}
:focus-visible{${focusRing}}
.vg-ssr-bar{background:${color.bar};color:${color.onBar}}
.vg-ssr-skip{position:absolute;left:-9999px}.vg-ssr-skip:focus{left:8px;top:8px;z-index:300;background:${color.surface};color:${color.primary};padding:8px}
.vg-ssr-bar>div{max-width:${layout.contentMaxWidth};margin:0 auto;padding:12px 24px;min-height:64px;display:flex;align-items:center;gap:24px}
.vg-ssr-bar a{color:inherit;text-decoration:none}
.vg-ssr-mark{font-family:${font.heading};font-size:${fontSize.xl};white-space:nowrap}
.vg-ssr-nav{display:flex;gap:16px}.vg-ssr-nav a{padding:4px 0}
.vg-ssr-bar .vg-ssr-signin{margin-left:auto;margin-right:-8px;text-decoration:underline}
.vg-ssr-bar .vg-ssr-register{background:${color.surface};color:${color.primary};border:1px solid ${color.hairline};border-radius:${radius.md};padding:4px 12px;font-size:${fontSize.sm}}
.vg-ssr-main{max-width:${layout.contentMaxWidth};margin:0 auto;padding:32px 24px;min-height:100vh}
.vg-ssr-page{width:100%;max-width:${layout.contentMaxWidth};margin:0 auto;padding:40px 32px;display:flex;flex-direction:column;gap:32px}
.vg-ssr-page h1{font-size:${fontSize.xxl}}
.vg-ssr-lede,.vg-ssr-muted{color:${color.textMuted};max-width:${layout.readableMaxWidth}}
.vg-ssr-hero{width:100%;aspect-ratio:16/7;object-fit:cover;border-radius:${radius.md};background:${color.surfaceSunken}}
.vg-ssr-facts{display:grid;grid-template-columns:repeat(auto-fill,minmax(200px,1fr));gap:16px 24px;background:${color.surface};border:1px solid ${color.hairline};border-radius:${radius.lg};padding:24px}
.vg-ssr-facts dt{color:${color.textMuted};font-size:${fontSize.sm}}.vg-ssr-facts dd{font-variant-numeric:tabular-nums}
.vg-ssr-story{max-width:${layout.readableMaxWidth};white-space:pre-line}
.vg-ssr-section{display:flex;flex-direction:column;gap:16px}.vg-ssr-section h2{font-size:${fontSize.xl}}
.vg-ssr-list{list-style:none;padding:0;display:flex;flex-direction:column;gap:8px}
.vg-ssr-grid{list-style:none;padding:0;display:grid;grid-template-columns:repeat(auto-fill,minmax(260px,1fr));gap:24px}
.vg-ssr-card{background:${color.surface};border:1px solid ${color.hairline};border-radius:${radius.lg};padding:16px;display:flex;flex-direction:column;gap:12px;height:100%}
.vg-ssr-card img,.vg-ssr-card .vg-ssr-nophoto{width:100%;aspect-ratio:4/3;object-fit:cover;border-radius:${radius.sm};background:${color.surfaceSunken}}
.vg-ssr-card :is(h2,h3){font-size:${fontSize.lg}}.vg-ssr-card :is(h2,h3) a{color:inherit;text-decoration:none}
.vg-ssr-blurb{color:${color.textMuted};display:-webkit-box;-webkit-box-orient:vertical;-webkit-line-clamp:3;line-clamp:3;overflow:hidden}
.vg-ssr-avatar{width:96px;height:96px;border-radius:50%;object-fit:cover;background:${color.surfaceSunken}}
.vg-ssr-keeper{display:flex;gap:24px;align-items:center;flex-wrap:wrap}
.vg-ssr-foot{border-top:1px solid ${color.hairline};margin-top:48px;color:${color.textMuted};font-size:${fontSize.sm}}
.vg-ssr-foot nav{max-width:${layout.contentMaxWidth};margin:0 auto;padding:24px;display:flex;gap:24px;flex-wrap:wrap;align-items:center}.vg-ssr-foot a{color:inherit}.vg-ssr-foot span{margin-left:auto}
.vg-ssr-menu{display:none;position:relative;margin-left:auto}.vg-ssr-menu summary{list-style:none;cursor:pointer;min-height:44px;min-width:44px;display:flex;align-items:center;justify-content:center}.vg-ssr-menu summary::-webkit-details-marker{display:none}
.vg-ssr-menu nav{position:absolute;right:0;top:calc(100% + 8px);z-index:20;min-width:200px;display:flex;flex-direction:column;padding:8px 0;background:${color.surface};border:1px solid ${color.hairline};border-radius:${radius.md};box-shadow:${shadow.menu}}.vg-ssr-bar .vg-ssr-menu a{color:${color.text};padding:12px 16px}
.vg-ssr-nowrap{white-space:nowrap}.vg-ssr-sr{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);clip-path:inset(50%);white-space:nowrap}
.vg-ssr-bar .vg-ssr-signin{white-space:nowrap}
.vg-ssr-bar.vg-ssr-member>div{min-height:0}
.vg-ssr-car .vg-ssr-hero{aspect-ratio:3/2;max-height:520px}
.vg-ssr-gallery{list-style:none;padding:0;display:grid;grid-template-columns:repeat(auto-fill,minmax(min(260px,100%),1fr));gap:16px;align-items:start}.vg-ssr-gallery figure{display:flex;flex-direction:column;gap:8px}.vg-ssr-gallery img{width:100%;height:auto;aspect-ratio:var(--ratio);object-fit:cover;border-radius:${radius.md};background:${color.surfaceSunken}}.vg-ssr-gallery figcaption{font-size:${fontSize.sm};color:${color.textMuted}}
.vg-ssr-car .vg-ssr-section:not(.vg-ssr-conversation) h2{font-size:${fontSize.lg};padding-bottom:8px;border-bottom:1px solid ${color.hairline}}
.vg-ssr-car .vg-ssr-facts{display:grid;grid-template-columns:max-content minmax(0,1fr);gap:0;background:none;border:0;border-radius:0;padding:0}.vg-ssr-car .vg-ssr-facts>div{display:contents}.vg-ssr-car .vg-ssr-facts dt{font-size:${fontSize.md};padding:8px 24px 8px 0;border-bottom:1px solid ${color.hairline}}.vg-ssr-car .vg-ssr-facts dd{padding:8px 0;border-bottom:1px solid ${color.hairline}}
.vg-ssr-note{background:${color.surfaceSunken};border:1px solid ${color.hairlineStrong};border-radius:${radius.md};padding:12px 16px;max-width:${layout.readableMaxWidth}}
.vg-ssr-entries{list-style:none;padding:0;display:flex;flex-direction:column;gap:16px}.vg-ssr-entry{background:${color.surface};border:1px solid ${color.hairline};border-radius:${radius.lg};padding:16px;display:flex;flex-direction:column;gap:8px}
.vg-ssr-entry-head{display:flex;justify-content:space-between;gap:16px;align-items:baseline}.vg-ssr-entry h3{font-size:1.125rem}.vg-ssr-cost{font-variant-numeric:tabular-nums;white-space:nowrap}
.vg-ssr-parts{padding-left:24px;font-size:${fontSize.sm};font-variant-numeric:tabular-nums}
.vg-ssr-timeline{list-style:none;padding:0 0 0 24px;border-left:2px solid ${color.hairlineStrong};display:flex;flex-direction:column;gap:16px}.vg-ssr-timeline p.vg-ssr-muted{font-size:${fontSize.sm};font-variant-numeric:tabular-nums}
.vg-ssr-conversation h2{padding-bottom:8px;border-bottom:1px solid ${color.hairline}}.vg-ssr-signin-line a,.vg-ssr-conversation .vg-ssr-muted a{font-weight:${fontWeight.medium}}
.vg-ssr-comments{list-style:none;padding:0;display:flex;flex-direction:column;gap:16px}.vg-ssr-replies{gap:8px;padding-left:16px;border-left:3px solid ${color.hairline}}
.vg-ssr-comment{display:flex;flex-direction:column;gap:8px;padding:16px;border:1px solid ${color.hairline};border-radius:${radius.md};background:${color.surface}}
.vg-ssr-byline{display:flex;flex-wrap:wrap;align-items:baseline;gap:8px}.vg-ssr-byline a{font-weight:700}.vg-ssr-when{color:${color.textMuted};font-size:${fontSize.sm};font-variant-numeric:tabular-nums}
.vg-ssr-comment-text{overflow-wrap:anywhere;display:flex;flex-direction:column;gap:8px}.vg-ssr-comment-text ul,.vg-ssr-comment-text ol{padding-left:24px}.vg-ssr-removed{color:${color.textMuted};font-style:italic}
.vg-ssr-empty{text-align:center;padding:32px 16px;display:flex;flex-direction:column;gap:8px;align-items:center}.vg-ssr-empty h3{font-size:1.125rem}
@media (max-width:${breakpoints.mobileMax}px){.vg-ssr-nav{display:none}.vg-ssr-menu{display:block}.vg-ssr-bar>div{gap:8px}.vg-ssr-mark{font-size:${fontSize.lg}}.vg-ssr-bar .vg-ssr-signin{margin:0 4px 0 0}.vg-ssr-foot span{margin-left:0}.vg-ssr-car .vg-ssr-hero{aspect-ratio:4/3}.vg-ssr-bar>div{padding:8px 16px;min-height:56px}.vg-ssr-main{padding:16px}.vg-ssr-page{padding:24px 16px;gap:24px}.vg-ssr-page h1{font-size:${fontSize.xl}}.vg-ssr-replies{padding-left:8px}.vg-ssr-car .vg-ssr-facts{grid-template-columns:1fr}.vg-ssr-car .vg-ssr-facts dt{padding-bottom:0;border-bottom:0}}
`
  .trim()
  .replace(/\n/g, '');
