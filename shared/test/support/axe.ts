import axe from 'axe-core';

// Rules jsdom cannot judge: it computes no layout or colours, and a page rendered alone has no
// landmarks around it. The end-to-end suite scans the whole page in a browser with every rule.
const NEEDS_A_BROWSER = { 'color-contrast': { enabled: false }, region: { enabled: false } };

/**
 * Scans what is on screen with axe and fails naming each serious or critical finding, as the
 * end-to-end suite's expectAccessible does in Chromium (docs: DESIGN accessibility).
 */
export async function expectNoAxeViolations(container: Element = document.body): Promise<void> {
  // axe probes a canvas for icon fonts; jsdom has none, and null is what a browser answers without one.
  jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
  const results = await axe.run(container, { rules: NEEDS_A_BROWSER });
  const blocking = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(', ')}`,
    );
  expect(blocking).toEqual([]);
}
