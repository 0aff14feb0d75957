import { PARKING, RESTAURANT } from "../restaurant/restaurant";

/** Where each numbered car park sits on the sketch (viewBox 800×640, north up). */
const PARKING_SPOTS: Record<(typeof PARKING)[number]["key"], { x: number; y: number }> = {
  congress: { x: 505, y: 530 },
  trdinova: { x: 615, y: 100 },
  kozolec: { x: 150, y: 110 },
  subiceva: { x: 215, y: 430 },
};

const STREET_FONT = "system-ui, sans-serif";

function Street({ d, width = 18 }: { d: string; width?: number }) {
  return (
    <>
      <path d={d} stroke="#d9cbb6" strokeWidth={width + 4} fill="none" strokeLinecap="round" />
      <path d={d} stroke="#fffdf8" strokeWidth={width} fill="none" strokeLinecap="round" />
    </>
  );
}

function Label({
  x,
  y,
  angle = 0,
  children,
  size = 17,
  weight = 600,
}: {
  x: number;
  y: number;
  angle?: number;
  children: string;
  size?: number;
  weight?: number;
}) {
  return (
    <text
      x={x}
      y={y}
      transform={angle ? `rotate(${angle} ${x} ${y})` : undefined}
      fontFamily={STREET_FONT}
      fontSize={size}
      fontWeight={weight}
      fill="#4a403a"
      textAnchor="middle"
    >
      {children}
    </text>
  );
}

/**
 * A hand-drawn street sketch of the neighbourhood: the static preview that stands in for
 * the map until the visitor asks for it, so no third party is contacted before then.
 */
export function MapSketch({ label }: { label: string }) {
  return (
    <svg className="map-sketch" viewBox="0 0 800 640" preserveAspectRatio="xMidYMid slice" role="img" aria-label={label}>
      <rect width="800" height="640" fill="#f3eadb" />
      <path d="M0 0h280l-50 70H0z" fill="#cfe0b4" />
      <text x="100" y="42" fontFamily={STREET_FONT} fontSize="15" fill="#3f5a24" fontStyle="italic">
        Tivoli
      </text>
      <g fill="#e8dcc8">
        <rect x="440" y="40" width="90" height="120" rx="6" />
        <rect x="290" y="240" width="85" height="70" rx="6" />
        <rect x="440" y="270" width="150" height="40" rx="6" />
        <rect x="620" y="300" width="150" height="20" rx="6" />
        <rect x="290" y="360" width="85" height="130" rx="6" />
        <rect x="90" y="240" width="150" height="70" rx="6" />
      </g>
      <path d="M300 640C400 600 520 625 610 590S740 540 800 530V600C740 605 700 640 650 640z" fill="#a9cfe6" />
      <text x="560" y="626" fontFamily={STREET_FONT} fontSize="14" fill="#24506b" fontStyle="italic" transform="rotate(-8 560 626)">
        Ljubljanica
      </text>

      <Street d="M0 185L395 205" />
      <Street d="M405 210L800 245" />
      <Street d="M0 335H800" width={14} />
      <Street d="M565 20V225" width={12} />
      <Street d="M270 335V640" width={12} />
      <Street d="M405 385L630 505" width={14} />
      <Street d="M400 0V640" width={30} />
      <circle cx="648" cy="512" r="32" fill="#fffdf8" stroke="#d9cbb6" strokeWidth="4" />

      <Label x={190} y={183} angle={3}>
        Gosposvetska cesta
      </Label>
      <Label x={600} y={233} angle={5}>
        Dalmatinova ulica
      </Label>
      <Label x={406} y={500} angle={-90} size={18} weight={700}>
        Slovenska cesta
      </Label>
      <Label x={545} y={432} angle={28}>
        Čopova ulica
      </Label>
      <Label x={264} y={560} angle={-90}>
        Šubičeva ulica
      </Label>
      <Label x={648} y={568} weight={700}>
        Prešernov trg
      </Label>

      <path d="M630 505L405 385L405 222" stroke="#c2410c" strokeWidth="5" strokeDasharray="2 11" strokeLinecap="round" fill="none" />
      <rect x="430" y="285" width="74" height="30" rx="15" fill="#c2410c" />
      <text
        x="467"
        y="306"
        fontFamily={STREET_FONT}
        fontSize="16"
        fontWeight="700"
        fill="#fff"
        textAnchor="middle"
      >{`${RESTAURANT.walkMinutesFromMainSquare} min`}</text>

      {PARKING.map((garage) => {
        const spot = PARKING_SPOTS[garage.key];
        return (
          <g key={garage.key}>
            <rect x={spot.x - 22} y={spot.y - 22} width="44" height="44" rx="10" fill="#1d4ed8" />
            <text x={spot.x - 4} y={spot.y + 8} fontFamily={STREET_FONT} fontSize="22" fontWeight="800" fill="#fff" textAnchor="middle">
              P
            </text>
            <text x={spot.x + 11} y={spot.y + 14} fontFamily={STREET_FONT} fontSize="13" fontWeight="800" fill="#fff" textAnchor="middle">
              {garage.number}
            </text>
          </g>
        );
      })}

      <g transform="translate(400 208)">
        <ellipse cx="0" cy="4" rx="16" ry="6" fill="#000" opacity=".2" />
        <path d="M0 0C-16-20-26-30-26-46a26 26 0 0 1 52 0C26-30 16-20 0 0z" fill="#7a2e12" stroke="#fff" strokeWidth="3" />
        <circle cx="0" cy="-46" r="10" fill="#f6c177" />
      </g>
      <rect x="192" y="118" width="188" height="34" rx="8" fill="#7a2e12" />
      <text x="286" y="141" fontFamily={STREET_FONT} fontSize="16" fontWeight="700" fill="#fff" textAnchor="middle">
        {RESTAURANT.name}
      </text>
    </svg>
  );
}
