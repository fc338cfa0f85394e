// The kit's look for a member's rendered pages (shared/src/ui: PageLayout's header, ButtonLink,
// Section, Grid, Card, Badge, the fields), beside the public pages' own (public-pages/page-styles.ts).
export const MEMBER_PAGE_STYLES = `
.vg-ssr-page-head{display:flex;flex-wrap:wrap;align-items:flex-end;justify-content:space-between;gap:16px}.vg-ssr-page-head>div:first-child{display:flex;flex-direction:column;gap:8px;min-width:0}
.vg-ssr-button{display:inline-flex;align-items:center;justify-content:center;gap:8px;min-height:44px;padding:0 20px;border:1px solid #1f4d3a;border-radius:4px;background:#1f4d3a;color:#fffdf8;text-decoration:none;font:inherit;font-weight:500;line-height:1;cursor:pointer}a.vg-ssr-button:hover{color:#fffdf8;background:#173b2c}.vg-ssr-button.vg-ssr-secondary{background:#fffdf8;color:#1f4d3a;border-color:#b8ab93}.vg-ssr-button.vg-ssr-danger{background:#b3261e;color:#fffdf8;border-color:#b3261e}.vg-ssr-actions{display:flex;flex-wrap:wrap;gap:8px}
.vg-ssr-section-head{display:flex;flex-wrap:wrap;justify-content:space-between;align-items:baseline;gap:8px;padding-bottom:8px;border-bottom:1px solid #d9d0bf}.vg-ssr-section-head h2{font-size:1.25rem}
.vg-ssr-cards{display:grid;grid-template-columns:repeat(auto-fill,minmax(240px,1fr));gap:24px;align-items:start}
.vg-ssr-vehicle{position:relative;padding:0;overflow:hidden;gap:0;height:auto}.vg-ssr-card-body{padding:16px;display:flex;flex-direction:column;gap:8px}
.vg-ssr-photo{aspect-ratio:4/3;width:100%;overflow:hidden;border-radius:6px;background:#efe8d8;display:flex;align-items:center;justify-content:center;color:#5e554b}.vg-ssr-photo img{width:100%;height:100%;object-fit:cover}
.vg-ssr-card-link{color:inherit;text-decoration:none;font-family:'Iowan Old Style','Palatino Linotype',Palatino,Georgia,serif;font-size:1.25rem}.vg-ssr-card-link::after{content:'';position:absolute;inset:0}
.vg-ssr-small{font-size:.875rem;font-variant-numeric:tabular-nums}.vg-ssr-badges{display:flex;flex-wrap:wrap;gap:4px}
.vg-ssr-badge{display:inline-flex;padding:2px 8px;border:1px solid;border-radius:999px;font-size:.75rem;font-weight:700;letter-spacing:.02em;white-space:nowrap}
.vg-ssr-info{background:#e6eef5;color:#1d4666;border-color:#a9c2d8}.vg-ssr-success{background:#e5f0e6;color:#1f5130;border-color:#a8c9ad}.vg-ssr-warning{background:#fbf0d9;color:#6b4a0c;border-color:#e0c48a}.vg-ssr-error{background:#f9e3e1;color:#8c1d18;border-color:#e3aaa5}.vg-ssr-neutral{background:#efe8d8;color:#2b2622;border-color:#d9d0bf}
.vg-ssr-cards.vg-ssr-wide{grid-template-columns:repeat(auto-fill,minmax(260px,1fr))}
.vg-ssr-stack{display:flex;flex-direction:column;gap:32px}.vg-ssr-tight{gap:24px}
.vg-ssr-bottom-nav{display:none}
@media (max-width:767px){.vg-ssr-bottom-nav{position:fixed;inset:auto 0 0 0;z-index:50;display:grid;grid-template-columns:repeat(5,1fr);background:#fffdf8;border-top:1px solid #b8ab93;padding-bottom:env(safe-area-inset-bottom)}.vg-ssr-bottom-nav a{position:relative;display:flex;flex-direction:column;align-items:center;gap:2px;padding:8px 0;min-height:56px;font-size:.75rem;color:#5e554b;text-decoration:none}.vg-ssr-bottom-nav a[aria-current=page]{color:#1f4d3a;font-weight:600;box-shadow:inset 0 3px 0 #1f4d3a}.vg-ssr-foot{padding-bottom:calc(80px + env(safe-area-inset-bottom))}}
`
  .trim()
  .replace(/\n/g, '');
