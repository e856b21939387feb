/**
 * The chain of documents a trace reached (`traceChain.ts`), as a picture that is a list too: its stages one
 * under the other, the start on top (backward, down to the receipts and their plots; forward, down to the
 * sales and exports), each document with its kind, day, number (leading to its page where the account may
 * open it), items with their quantities, and what it drew from. Lines between the documents carry the
 * quantities drawn, with an arrow the way the timber went; they are drawn once laid out, from where the
 * documents are, and say nothing the documents do not: on a phone the documents stack without lines, and
 * each says what it drew from (on a wider screen, for screen readers only).
 */
import type { HarvestPlot, TraceEntry, TraceReceipt } from '@vlegal/api-client/model';
import { type Quantities, sum } from '@vlegal/domain/books/quantity';
import { allows } from '@vlegal/domain/roles';
import { rolesForPath } from '@vlegal/domain/route-roles';
import { Link } from '@vlegal/ui/Link';
import { useCallback, useId, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type DocumentKind, documentHrefs } from '../books/documents/paths.ts';
import { formatDate, formatDecimalText, formatNumber } from '../i18n/format.ts';
import type { Translate } from '../resource-screens/schema.ts';
import * as styles from './trace.css.ts';
import { chainOf, leadingQuantity, plotEdgesOf, quantitiesOf } from './traceChain.ts';

/** A quantity in words: its m³ to four places, else its pieces, else its kg. */
export function quantityText(q: Quantities, t: Translate, language: string): string {
  const { field, value } = leadingQuantity(q) ?? { field: 'volumeM3' as const, value: '0' };
  return t(`eudr.trace.quantity.${field}`, {
    value:
      field === 'volumeM3' ? formatDecimalText(value, language, 4) : formatNumber(Number(value), language, 2),
  });
}

/** The pages of the documents a trace names, by the source their entries were posted under. */
const KINDS: Readonly<Record<string, DocumentKind>> = {
  IMPORT_MATERIAL: 'importMaterial',
  TRANSFER_MATERIAL: 'transferMaterial',
  PRODUCTION: 'production',
  LOCAL_SALES: 'localSales',
  VLEGAL: 'vlegal',
};

/**
 * The view page of a document, on the administrators' mirror for an administrator, if the account may open
 * it (the route table's roles); undefined otherwise, and for an opening balance or other usage.
 */
export function useDocumentLinks(authorities: readonly string[]) {
  return useCallback(
    ({ sourceType, sourceId }: { sourceType: string; sourceId: number }) => {
      const kind = KINDS[sourceType];
      if (!kind) return undefined;
      const href = documentHrefs(kind, authorities.includes('ROLE_ADMIN') ? 'admin' : 'unit').view(sourceId);
      const rule = rolesForPath(href);
      return rule !== undefined && allows(rule, authorities) ? href : undefined;
    },
    [authorities],
  );
}

/** Movements that take stock out: a document with these and others shows which is which. */
const OUT: ReadonlySet<string> = new Set([
  'TRANSFER_OUT',
  'PRODUCTION_INPUT',
  'LOCAL_SALES',
  'VLEGAL_EXPORT',
  'OTHER_USAGE',
]);

interface Node {
  key: string;
  plot: boolean;
  kind: string;
  title: string;
  href?: string | undefined;
  items: string[];
  /** What it drew from, and the plots named on it, in words (the lines' facts). */
  from: string[];
}

/** A line from the document the timber came from to the one it went to, with what it carried. */
interface Edge {
  from: string;
  to: string;
  plot: boolean;
  text?: string;
}

interface Drawn {
  width: number;
  height: number;
  lines: { id: string; d: string; plot: boolean; label?: { x: number; y: number; text: string } }[];
}

export interface TraceChainProps {
  trace: {
    outflows: readonly TraceEntry[];
    inflows: readonly TraceEntry[];
    links: Parameters<typeof chainOf>[0]['links'];
  };
  /** The trace's receipts, naming the receipts (and, backward, their plots). */
  receipts: readonly TraceReceipt[];
  plots: readonly HarvestPlot[];
  authorities: readonly string[];
  /** Backward, the start on top and the plots at the bottom; forward, the start on top too. */
  way: 'backward' | 'forward';
}

export function TraceChain({ trace, receipts, plots, authorities, way }: TraceChainProps) {
  const { t, i18n } = useTranslation();
  const links = useDocumentLinks(authorities);
  const language = i18n.language;
  const chain = chainOf(trace);
  const names = new Map<string, string>();
  for (const document of chain.stages.flat()) {
    const receipt = receipts.find(
      (r) => document.sourceType === 'IMPORT_MATERIAL' && r.id === document.sourceId,
    );
    names.set(
      document.key,
      receipt?.receiptNumber ?? document.documentNumber ?? t('eudr.trace.chain.unnumbered'),
    );
  }
  const plotEdges = plotEdgesOf(receipts).filter(({ plotId }) => plots.some((plot) => plot.id === plotId));
  const codeOf = (plotId: number) => plots.find((plot) => plot.id === plotId)?.plotCode ?? `#${plotId}`;
  const edges: Edge[] = [
    ...chain.edges.map((edge) => ({ ...edge, plot: false, text: quantityText(edge.quantity, t, language) })),
    ...plotEdges.flatMap(({ plotId, receipts: keys }) =>
      keys.map((to) => ({ from: `plot:${plotId}`, to, plot: true })),
    ),
  ];
  const stages = chain.stages.map((documents) => ({
    title: [
      ...new Set(documents.map((d) => t(`resources.stockCredit.values.sourceType.${d.sourceType}`))),
    ].join(' / '),
    nodes: documents.map((document): Node => {
      const both =
        document.entries.some((e) => OUT.has(e.movementType)) &&
        document.entries.some((e) => !OUT.has(e.movementType));
      const from = chain.edges
        .filter((edge) => edge.to === document.key)
        .map((edge) =>
          t('eudr.trace.chain.drewFromOne', {
            document: names.get(edge.from),
            quantity: quantityText(edge.quantity, t, language),
          }),
        );
      const plotCodes = plotEdges
        .filter((edge) => edge.receipts.includes(document.key))
        .map((edge) => codeOf(edge.plotId));
      return {
        key: document.key,
        plot: false,
        kind: `${t(`resources.stockCredit.values.sourceType.${document.sourceType}`)} · ${formatDate(document.date, language)}`,
        title: names.get(document.key) ?? '',
        href: links(document),
        items: itemsOf(document.entries, both, t, language),
        from: [
          ...(from.length ? [t('eudr.trace.chain.drewFrom', { list: from.join('; ') })] : []),
          ...(plotCodes.length ? [t('eudr.trace.chain.fromPlots', { codes: plotCodes.join(', ') })] : []),
        ],
      };
    }),
  }));
  const plotStage = plotEdges.length
    ? [
        {
          title: t('eudr.trace.plots.title'),
          nodes: plotEdges.map(({ plotId }): Node => {
            const plot = plots.find((candidate) => candidate.id === plotId);
            return {
              key: `plot:${plotId}`,
              plot: true,
              kind: t('eudr.trace.chain.plot'),
              title: codeOf(plotId),
              items: plot ? [plot.producerName, ...(plot.productionPlace ? [plot.productionPlace] : [])] : [],
              from: [],
            };
          }),
        },
      ]
    : [];
  // The start on top: backward from the last stage down to the plots, forward from the first down.
  const shown = way === 'backward' ? [...stages].reverse().concat(plotStage) : stages;
  const { canvas, drawn } = useLines(
    edges,
    shown.map((stage) => stage.nodes.map((node) => node.key)),
  );
  const arrow = useId();
  return (
    <div ref={canvas} className={styles.canvas}>
      {drawn ? (
        <svg className={styles.lines} width={drawn.width} height={drawn.height} aria-hidden="true">
          <defs>
            <marker
              id={arrow}
              viewBox="0 0 8 8"
              refX="7"
              refY="4"
              markerWidth="8"
              markerHeight="8"
              orient="auto"
            >
              <path className={styles.arrow} d="M0 0L8 4L0 8Z" />
            </marker>
          </defs>
          {drawn.lines.map((line) => (
            <g key={line.id}>
              <path
                className={line.plot ? styles.plotLine : styles.line}
                d={line.d}
                markerEnd={`url(#${arrow})`}
              />
              {line.label ? (
                <text className={styles.lineText} x={line.label.x} y={line.label.y}>
                  {line.label.text}
                </text>
              ) : null}
            </g>
          ))}
        </svg>
      ) : null}
      <ol className={styles.chain}>
        {shown.map((stage) => (
          <li key={stage.nodes[0]?.key} className={styles.stage}>
            <h3 className={styles.stageTitle}>{stage.title}</h3>
            <ul className={styles.nodes}>
              {stage.nodes.map((node) => (
                <li key={node.key} data-node={node.key} className={node.plot ? styles.plotNode : styles.node}>
                  <p className={styles.nodeKind}>{node.kind}</p>
                  <p className={styles.nodeTitle}>
                    {node.href ? <Link href={node.href}>{node.title}</Link> : node.title}
                  </p>
                  {node.items.length ? (
                    <ul className={styles.nodeItems}>
                      {node.items.map((item) => (
                        <li key={item}>{item}</li>
                      ))}
                    </ul>
                  ) : null}
                  {node.from.map((text) => (
                    <p key={text} className={styles.nodeFrom}>
                      {text}
                    </p>
                  ))}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ol>
    </div>
  );
}

/**
 * A document's items with their quantities, those of one movement and item summed (a production's two
 * lines of one log); named by movement where the document both takes and gives (a production's inputs and
 * outputs, a transfer's two sides).
 */
function itemsOf(entries: readonly TraceEntry[], both: boolean, t: Translate, language: string): string[] {
  const groups = new Map<string, { entry: TraceEntry; quantities: Quantities[] }>();
  for (const entry of entries) {
    const key = `${entry.movementType} ${entry.stockId}`;
    const group = groups.get(key) ?? { entry, quantities: [] };
    group.quantities.push(quantitiesOf(entry));
    groups.set(key, group);
  }
  return [...groups.values()].map(({ entry, quantities }) => {
    const quantity = quantityText(sum(quantities), t, language);
    const item = entry.itemName ?? `#${entry.stockId}`;
    return both
      ? t('eudr.trace.chain.movedItem', {
          movement: t(`resources.stockCredit.values.movementType.${entry.movementType}`),
          item,
          quantity,
        })
      : t('eudr.trace.chain.item', { item, quantity });
  });
}

/**
 * The lines between the documents, measured from where they are laid out, again whenever the chain or a
 * document changes size (the texts' fonts arriving, the window narrowing). Each end of a line sits on the
 * side of its document facing the other, the ends on one side spread along it in the order of the other
 * ends, so that lines do not cross there; the quantity stands by the end at the document that drew it.
 */
function useLines(edges: readonly Edge[], rows: readonly (readonly string[])[]) {
  const canvas = useRef<HTMLDivElement>(null);
  const [drawn, setDrawn] = useState<Drawn>();
  const layout = JSON.stringify([edges, rows]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `layout` stands for the edges and rows
  useLayoutEffect(() => {
    const element = canvas.current;
    if (!element) return;
    const rowOf = new Map(rows.flatMap((keys, row) => keys.map((key) => [key, row] as const)));
    const measure = () => {
      const origin = element.getBoundingClientRect();
      const boxes = new Map<string, DOMRect>();
      for (const node of element.querySelectorAll<HTMLElement>('[data-node]')) {
        const box = node.getBoundingClientRect();
        boxes.set(
          node.dataset.node ?? '',
          new DOMRect(box.left - origin.left, box.top - origin.top, box.width, box.height),
        );
      }
      setDrawn({
        width: element.scrollWidth,
        height: element.scrollHeight,
        lines: linesOf(edges, boxes, rowOf),
      });
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    for (const node of element.querySelectorAll('[data-node]')) observer.observe(node);
    void document.fonts?.ready.then(measure);
    return () => observer.disconnect();
  }, [layout]);
  return { canvas, drawn };
}

function linesOf(
  edges: readonly Edge[],
  boxes: ReadonlyMap<string, DOMRect>,
  rowOf: ReadonlyMap<string, number>,
): Drawn['lines'] {
  // Each end: its document's box, and the side facing the other end (a document lower down: its top).
  const ends = edges.flatMap((edge) => {
    const from = boxes.get(edge.from);
    const to = boxes.get(edge.to);
    if (!from || !to) return [];
    const fromBelow = (rowOf.get(edge.from) ?? 0) > (rowOf.get(edge.to) ?? 0);
    return [
      {
        edge,
        from,
        to,
        fromSide: fromBelow ? 'top' : 'bottom',
        toSide: fromBelow ? 'bottom' : 'top',
      } as const,
    ];
  });
  const sides = new Map<string, { x: number; id: number }[]>();
  ends.forEach(({ edge, from, to, fromSide, toSide }, id) => {
    const at = (key: string, side: string, other: DOMRect) =>
      sides.set(`${key} ${side}`, [
        ...(sides.get(`${key} ${side}`) ?? []),
        { x: other.x + other.width / 2, id },
      ]);
    at(edge.from, fromSide, to);
    at(edge.to, toSide, from);
  });
  const anchor = (key: string, side: string, box: DOMRect, id: number) => {
    const list = (sides.get(`${key} ${side}`) ?? []).sort((a, b) => a.x - b.x);
    const index = list.findIndex((end) => end.id === id);
    const x = box.x + (box.width * (index + 1)) / (list.length + 1);
    return { x, y: side === 'top' ? box.y : box.y + box.height };
  };
  return ends.map(({ edge, from, to, fromSide, toSide }, id) => {
    const start = anchor(edge.from, fromSide, from, id);
    const end = anchor(edge.to, toSide, to, id);
    return {
      id: `${edge.from} ${edge.to}`,
      d: pathOf(start, end, rowsBetween(edge, boxes, rowOf)),
      plot: edge.plot,
      ...(edge.text
        ? { label: { x: end.x + 6, y: toSide === 'top' ? end.y - 8 : end.y + 16, text: edge.text } }
        : {}),
    };
  });
}

type Point = { x: number; y: number };

/** The box around the documents of the rows a line passes between its ends, if it skips any. */
function rowsBetween(edge: Edge, boxes: ReadonlyMap<string, DOMRect>, rowOf: ReadonlyMap<string, number>) {
  const [low, high] = [rowOf.get(edge.from) ?? 0, rowOf.get(edge.to) ?? 0].sort((a, b) => a - b);
  const passed = [...boxes].filter(([key]) => {
    const row = rowOf.get(key) ?? 0;
    return row > (low ?? 0) && row < (high ?? 0);
  });
  if (!passed.length) return undefined;
  const boxesPassed = passed.map(([, box]) => box);
  return {
    left: Math.min(...boxesPassed.map((box) => box.left)),
    right: Math.max(...boxesPassed.map((box) => box.right)),
    top: Math.min(...boxesPassed.map((box) => box.top)),
    bottom: Math.max(...boxesPassed.map((box) => box.bottom)),
  };
}

/**
 * A line's path: an S-curve from end to end; one that skips rows goes round their documents, on the side
 * nearer its start, rather than behind one of them, where it would seem to lead into it.
 */
function pathOf(start: Point, end: Point, passed: ReturnType<typeof rowsBetween>): string {
  const curve = (a: Point, b: Point) => {
    const bend = (b.y - a.y) / 2;
    return `C${a.x} ${a.y + bend} ${b.x} ${b.y - bend} ${b.x} ${b.y}`;
  };
  if (!passed) return `M${start.x} ${start.y}${curve(start, end)}`;
  const x = start.x <= (passed.left + passed.right) / 2 ? passed.left - 16 : passed.right + 16;
  const down = end.y > start.y;
  const near = { x, y: down ? passed.top : passed.bottom };
  const far = { x, y: down ? passed.bottom : passed.top };
  return `M${start.x} ${start.y}${curve(start, near)}L${far.x} ${far.y}${curve(far, end)}`;
}
