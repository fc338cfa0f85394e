import { useTheme } from 'styled-components';

const WIRE_WHEEL_SPOKES = 16;
const WHEEL_RADIUS = 34;
const WHEEL_CENTRES = [130, 352] as const;
const WHEEL_Y = 214;

/**
 * A racing-green roadster drawn in SVG: the landing page's "photograph", with no image request
 * and no bytes beyond this markup. Decorative: the caption beside it says what it shows.
 */
export function RoadsterIllustration() {
  const { color } = useTheme();
  const spokeAngles = Array.from(
    { length: WIRE_WHEEL_SPOKES },
    (_, index) => (index * Math.PI) / (WIRE_WHEEL_SPOKES / 2),
  );

  return (
    <svg
      viewBox="0 0 480 280"
      width="100%"
      // Fills a frame of another shape (a showcase card) the way object-fit: cover would.
      preserveAspectRatio="xMidYMid slice"
      role="presentation"
      aria-hidden="true"
      focusable="false"
      style={{ display: 'block' }}
    >
      {/* Paper sky, a low brass sun and a green hill line: a print in a marque club's register. */}
      <rect width="480" height="280" fill={color.surfaceSunken} />
      <circle cx="380" cy="92" r="46" fill={color.accent} opacity="0.35" />
      <path
        d="M0 190 C 80 150 150 176 230 160 S 380 130 480 168 L480 280 L0 280 Z"
        fill={color.primary}
        opacity="0.14"
      />
      <rect y="248" width="480" height="32" fill={color.hairline} />
      <ellipse cx="240" cy="250" rx="190" ry="8" fill={color.text} opacity="0.18" />

      {/* Body: long bonnet, cut-down cockpit, wheel arches over wire wheels. */}
      <path
        d="M60 204 Q58 168 100 164 L184 162 Q194 148 210 148 L250 148 L258 158 L394 164
           Q418 167 421 190 L421 206 L396 206 A44 44 0 0 0 308 206 L174 206 A44 44 0 0 0 86 206
           L60 206 Z"
        fill={color.primary}
      />
      <path
        d="M258 158 L394 164 Q410 166 414 176"
        fill="none"
        stroke={color.primaryHover}
        strokeWidth="3"
      />
      {[300, 312, 324, 336].map((x) => (
        <line key={x} x1={x} y1="170" x2={x} y2="186" stroke={color.primaryHover} strokeWidth="3" />
      ))}

      {/* Windscreen and a race roundel on the door. */}
      <path d="M252 158 L240 126 L247 124 L259 156 Z" fill={color.surface} opacity="0.85" />
      <line x1="240" y1="126" x2="252" y2="158" stroke={color.hairlineStrong} strokeWidth="2" />
      <circle cx="214" cy="182" r="15" fill={color.surface} />
      <text
        x="214"
        y="189"
        textAnchor="middle"
        fontFamily="Georgia, serif"
        fontSize="19"
        fontWeight="700"
        fill={color.text}
      >
        7
      </text>

      {/* Brass lamp, grille and chrome bumpers. */}
      <circle
        cx="404"
        cy="172"
        r="9"
        fill={color.accent}
        stroke={color.accentText}
        strokeWidth="2"
      />
      <rect x="414" y="178" width="8" height="22" rx="3" fill={color.hairlineStrong} />
      <rect x="410" y="202" width="24" height="5" rx="2.5" fill={color.hairlineStrong} />
      <rect x="48" y="198" width="20" height="5" rx="2.5" fill={color.hairlineStrong} />

      {WHEEL_CENTRES.map((cx) => (
        <g key={cx}>
          <circle cx={cx} cy={WHEEL_Y} r={WHEEL_RADIUS} fill={color.text} />
          <circle cx={cx} cy={WHEEL_Y} r={WHEEL_RADIUS - 8} fill={color.surfaceSunken} />
          {spokeAngles.map((angle) => (
            <line
              key={angle}
              x1={cx}
              y1={WHEEL_Y}
              x2={cx + Math.cos(angle) * (WHEEL_RADIUS - 8)}
              y2={WHEEL_Y + Math.sin(angle) * (WHEEL_RADIUS - 8)}
              stroke={color.hairlineStrong}
              strokeWidth="1.5"
            />
          ))}
          <circle
            cx={cx}
            cy={WHEEL_Y}
            r="7"
            fill={color.accent}
            stroke={color.accentText}
            strokeWidth="2"
          />
        </g>
      ))}
    </svg>
  );
}
