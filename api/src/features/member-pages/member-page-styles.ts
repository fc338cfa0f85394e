import {
  breakpoints,
  color,
  font,
  fontSize,
  fontWeight,
  radius,
  tones,
} from '@vg/contract/design-tokens';

// The kit's look for a member's rendered pages (shared/src/ui: PageLayout's header, ButtonLink,
// Section, Grid, Card, Badge, the fields), beside the public pages' own (public-pages/page-styles.ts).

// A badge in each tone, as the kit's Badge draws it.
const toneClasses = Object.entries(tones)
  .map(
    ([name, tone]) =>
      `.vg-ssr-${name}{background:${tone.bg};color:${tone.fg};border-color:${tone.border}}`,
  )
  .join('');

export const MEMBER_PAGE_STYLES = `
.vg-ssr-page-head{display:flex;flex-wrap:wrap;align-items:flex-end;justify-content:space-between;gap:16px}.vg-ssr-page-head>div:first-child{display:flex;flex-direction:column;gap:8px;min-width:0}
.vg-ssr-button{display:inline-flex;align-items:center;justify-content:center;gap:8px;min-height:44px;padding:0 20px;border:1px solid ${color.primary};border-radius:${radius.sm};background:${color.primary};color:${color.onPrimary};text-decoration:none;font:inherit;font-weight:${fontWeight.medium};line-height:1;cursor:pointer}a.vg-ssr-button:hover{color:${color.onPrimary};background:${color.primaryHover}}.vg-ssr-button.vg-ssr-secondary{background:${color.surface};color:${color.primary};border-color:${color.control}}.vg-ssr-button.vg-ssr-danger{background:${color.danger};color:${color.onDanger};border-color:${color.danger}}.vg-ssr-actions{display:flex;flex-wrap:wrap;gap:8px}
.vg-ssr-section-head{display:flex;flex-wrap:wrap;justify-content:space-between;align-items:baseline;gap:8px;padding-bottom:8px;border-bottom:1px solid ${color.hairline}}.vg-ssr-section-head h2{font-size:${fontSize.lg}}
.vg-ssr-cards{display:grid;grid-template-columns:repeat(auto-fill,minmax(240px,1fr));gap:24px;align-items:start}
.vg-ssr-vehicle{position:relative;padding:0;overflow:hidden;gap:0;height:auto}.vg-ssr-card-body{padding:16px;display:flex;flex-direction:column;gap:8px}
.vg-ssr-photo{aspect-ratio:4/3;width:100%;overflow:hidden;border-radius:${radius.md};background:${color.surfaceSunken};display:flex;align-items:center;justify-content:center;color:${color.textMuted}}.vg-ssr-photo img{width:100%;height:100%;object-fit:cover}
.vg-ssr-card-link{color:inherit;text-decoration:none;font-family:${font.heading};font-size:${fontSize.lg}}.vg-ssr-card-link::after{content:'';position:absolute;inset:0}
.vg-ssr-small{font-size:${fontSize.sm};font-variant-numeric:tabular-nums}.vg-ssr-badges{display:flex;flex-wrap:wrap;gap:4px}
.vg-ssr-badge{display:inline-flex;padding:2px 8px;border:1px solid;border-radius:${radius.pill};font-size:${fontSize.xs};font-weight:700;letter-spacing:.02em;white-space:nowrap}
${toneClasses}
.vg-ssr-cards.vg-ssr-wide{grid-template-columns:repeat(auto-fill,minmax(260px,1fr))}
.vg-ssr-stack{display:flex;flex-direction:column;gap:32px}.vg-ssr-tight{gap:24px}
.vg-ssr-bottom-nav{display:none}
@media (max-width:${breakpoints.mobileMax}px){.vg-ssr-bottom-nav{position:fixed;inset:auto 0 0 0;z-index:50;display:grid;grid-template-columns:repeat(5,1fr);background:${color.surface};border-top:1px solid ${color.hairlineStrong};padding-bottom:env(safe-area-inset-bottom)}.vg-ssr-bottom-nav a{position:relative;display:flex;flex-direction:column;align-items:center;gap:2px;padding:8px 0;min-height:56px;font-size:${fontSize.xs};color:${color.textMuted};text-decoration:none}.vg-ssr-bottom-nav a[aria-current=page]{color:${color.primary};font-weight:${fontWeight.bold};box-shadow:inset 0 3px 0 ${color.primary}}.vg-ssr-foot{padding-bottom:calc(80px + env(safe-area-inset-bottom))}}
`
  .trim()
  .replace(/\n/g, '');
