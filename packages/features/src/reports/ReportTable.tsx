/**
 * The table of an LMKB or LMKO: one row per stock item under the heading of its kind and species, each
 * group closed by its subtotal, the report's total at the foot. Columns: opening stock, each addition and
 * their sum, each reduction and their sum, closing stock (in a reopened month, also the closing stock as
 * filed). Volumes in m³, pieces beneath.
 */
import type { LmkColumns, LmkLine, LmkQuantities, LmkReportAnswer } from '@vlegal/api-client/model';
import { ADDITION_COLUMNS, REDUCTION_COLUMNS } from '@vlegal/domain/reports/lmk';
import { Link } from '@vlegal/ui/Link';
import { TriangleAlert } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDecimalText } from '../i18n/format.ts';
import { useGroupName } from './groupName.ts';
import * as styles from './reports.css.ts';
import { filedChange, isZeroText, type ReportSection, reportSections, signed } from './reportRows.ts';

/** What a line, a group and the total share: the figures the columns show. */
interface Figures {
  opening: LmkQuantities;
  columns: LmkColumns;
  additions: LmkQuantities;
  reductions: LmkQuantities;
  closing: LmkQuantities;
}

interface Column {
  id: string;
  /** The column's own name (a phone's stacked line shows it beside each figure). */
  label: string;
  pick: (figures: Figures) => LmkQuantities;
  /** A single movement's column (left out of a stacked line when zero), not a sum or a balance. */
  movement?: boolean;
  className?: string;
}

export interface ReportTableProps {
  answer: LmkReportAnswer;
  /** The table's name: the report and its period. */
  caption: string;
  /** The stock card of a line's item. */
  cardHref: (line: LmkLine) => string;
  /** The search text the lines were read with (none match: says so). */
  query?: string | undefined;
}

/** A heading that wraps between words only, never at the hyphen of a name (V-Legal, sub-contractors). */
function unbroken(text: string): ReactNode {
  return text.split(/(\S*-\S*)/).map((part, index) =>
    part.includes('-') ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed text
      <span key={index} className={styles.nowrap}>
        {part}
      </span>
    ) : (
      part
    ),
  );
}

const mostlyZero = (quantities: LmkQuantities) =>
  isZeroText(quantities.volumeM3) && isZeroText(quantities.pieces);

export function ReportTable({ answer, caption, cardHref, query }: ReportTableProps) {
  const { t } = useTranslation();
  const captionId = useId();
  const reopened = answer.filing?.status === 'REOPENED';
  const label = (key: string) => t(`reportScreens.columns.${key}`);
  const columns: Column[] = [
    { id: 'opening', label: label('opening'), pick: (f) => f.opening },
    ...ADDITION_COLUMNS.map((id) => ({
      id,
      label: label(id),
      pick: (f: Figures) => f.columns[id],
      movement: true,
    })),
    { id: 'additions', label: label('additionsTotal'), pick: (f) => f.additions, className: styles.sumTd },
    ...REDUCTION_COLUMNS.map((id) => ({
      id,
      label: label(id),
      pick: (f: Figures) => f.columns[id],
      movement: true,
    })),
    { id: 'reductions', label: label('reductionsTotal'), pick: (f) => f.reductions, className: styles.sumTd },
    { id: 'closing', label: label('closing'), pick: (f) => f.closing, className: styles.closingTd },
  ];
  const width = columns.length + 1 + (reopened ? 1 : 0);
  const sections = reportSections(answer.lines, answer.groups);
  return (
    <section
      className={styles.scroller}
      aria-labelledby={captionId}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls sideways must be reachable by keyboard (WCAG 2.1.1)
      tabIndex={0}
    >
      <table className={styles.table}>
        <caption id={captionId} className={styles.caption}>
          {caption}
          <span className={styles.captionNote}>{t('reportScreens.unitsNote')}</span>
        </caption>
        <colgroup>
          <col />
          <col />
        </colgroup>
        <colgroup span={ADDITION_COLUMNS.length + 1} />
        <colgroup span={REDUCTION_COLUMNS.length + 1} />
        <colgroup>
          {reopened ? <col /> : null}
          <col />
        </colgroup>
        <thead>
          <tr>
            <th rowSpan={2} scope="col" className={`${styles.itemCell} ${styles.th} ${styles.itemHeader}`}>
              {unbroken(label('item'))}
            </th>
            <th rowSpan={2} scope="col" className={styles.th}>
              {unbroken(label('opening'))}
            </th>
            <th
              colSpan={ADDITION_COLUMNS.length + 1}
              scope="colgroup"
              className={`${styles.th} ${styles.groupTh}`}
            >
              {unbroken(label('additions'))}
            </th>
            <th
              colSpan={REDUCTION_COLUMNS.length + 1}
              scope="colgroup"
              className={`${styles.th} ${styles.groupTh}`}
            >
              {unbroken(label('reductions'))}
            </th>
            {reopened ? (
              <th rowSpan={2} scope="col" className={styles.th}>
                {unbroken(label('filedClosing'))}
              </th>
            ) : null}
            <th rowSpan={2} scope="col" className={`${styles.th} ${styles.closingTd}`}>
              {unbroken(label('closing'))}
            </th>
          </tr>
          <tr className={styles.lastHeaderRow}>
            {ADDITION_COLUMNS.map((id) => (
              <th key={id} scope="col" className={styles.th}>
                {unbroken(label(id))}
              </th>
            ))}
            <th scope="col" className={`${styles.th} ${styles.sumTh}`}>
              {unbroken(label('total'))}
            </th>
            {REDUCTION_COLUMNS.map((id) => (
              <th key={id} scope="col" className={styles.th}>
                {unbroken(label(id))}
              </th>
            ))}
            <th scope="col" className={`${styles.th} ${styles.sumTh}`}>
              {unbroken(label('total'))}
            </th>
          </tr>
        </thead>
        {sections.length ? (
          sections.map((section) => (
            <Section
              key={section.key}
              section={section}
              columns={columns}
              width={width}
              reopened={reopened}
              cardHref={cardHref}
            />
          ))
        ) : (
          <tbody>
            <tr>
              <td colSpan={width} className={styles.messageCell}>
                {query ? t('reportScreens.noMatch', { query }) : t('reportScreens.noLines')}
              </td>
            </tr>
          </tbody>
        )}
        <tfoot>
          <tr className={styles.totalRow}>
            <th scope="row" className={styles.itemCell}>
              {t('reportScreens.grandTotal')}
            </th>
            <FigureCells figures={answer.total} columns={columns} reopened={reopened} />
          </tr>
        </tfoot>
      </table>
    </section>
  );
}

function Section({
  section,
  columns,
  width,
  reopened,
  cardHref,
}: {
  section: ReportSection;
  columns: Column[];
  width: number;
  reopened: boolean;
  cardHref: (line: LmkLine) => string;
}) {
  const { t } = useTranslation();
  const name = useGroupName()(section.kind, section.scientificName);
  return (
    <tbody>
      <tr className={styles.groupRow}>
        <th colSpan={width} scope="rowgroup">
          <span className={styles.groupLabel}>{name}</span>
        </th>
      </tr>
      {section.lines.map((line) => (
        <LineRow key={line.stockId} line={line} columns={columns} reopened={reopened} cardHref={cardHref} />
      ))}
      {section.group ? (
        <tr className={styles.subtotalRow}>
          <th scope="row" className={styles.itemCell}>
            {t('reportScreens.subtotal', { group: name })}
            <span className={styles.detail}>
              {t('reportScreens.groupLines', { count: section.group.lines })}
            </span>
          </th>
          <FigureCells figures={section.group} columns={columns} reopened={reopened} />
        </tr>
      ) : null}
    </tbody>
  );
}

function LineRow({
  line,
  columns,
  reopened,
  cardHref,
}: {
  line: LmkLine;
  columns: Column[];
  reopened: boolean;
  cardHref: (line: LmkLine) => string;
}) {
  const { t, i18n } = useTranslation();
  const name = `${line.itemCode ? `${line.itemCode} – ` : ''}${line.itemName}`;
  const change = filedChange(line);
  const details = [line.tradeName, line.heldAt ? t('reportScreens.heldAt', { holder: line.heldAt }) : null]
    .filter(Boolean)
    .join(' · ');
  return (
    <tr className={styles.lineRow} data-flagged={line.agrees ? undefined : true}>
      <th scope="row" className={styles.itemCell}>
        <Link href={cardHref(line)}>{name}</Link>
        {details ? <span className={styles.detail}>{details}</span> : null}
        {line.agrees ? null : (
          <span className={styles.flag}>
            <TriangleAlert size={14} aria-hidden="true" />
            {t('reportScreens.flag.label')}
          </span>
        )}
      </th>
      <FigureCells
        figures={line}
        columns={columns}
        pieceUnit={line.pieceUnit ?? t('reportScreens.pieces')}
        reopened={reopened}
        filedCell={
          <td
            key="filed"
            className={`${styles.td} ${change.kind === 'changed' || change.kind === 'notFiled' ? styles.changedCell : ''}`}
          >
            <span className={styles.cellLabel} aria-hidden="true">
              {t('reportScreens.columns.filedClosing')}
            </span>
            <span className={styles.cellValue}>
              {line.filedClosing ? (
                <Quantity value={line.filedClosing} pieceUnit={line.pieceUnit ?? t('reportScreens.pieces')} />
              ) : null}
              {change.kind === 'changed' ? (
                <span className={styles.changed}>
                  {t('reportScreens.differs.difference', {
                    value: signed(formatDecimalText(change.difference.volumeM3, i18n.language, 4)),
                  })}
                </span>
              ) : null}
              {change.kind === 'notFiled' ? (
                <span className={styles.changed}>{t('reportScreens.differs.notFiled')}</span>
              ) : null}
            </span>
          </td>
        }
        closingNote={
          line.agrees
            ? undefined
            : t('reportScreens.flag.ledger', {
                value: formatDecimalText(line.ledgerClosing.volumeM3, i18n.language, 4),
              })
        }
      />
    </tr>
  );
}

/**
 * A row's figures, one cell a column, each named for a stacked line; in a reopened month the closing stock
 * as filed (a line's `filedCell`, empty for a sum) comes before the closing stock, which ends the row.
 */
function FigureCells({
  figures,
  columns,
  pieceUnit,
  closingNote,
  reopened,
  filedCell,
}: {
  figures: Figures;
  columns: Column[];
  /** A line's unit of pieces; groups and the total sum m³ only (their items count pieces apart). */
  pieceUnit?: string;
  closingNote?: string | undefined;
  reopened: boolean;
  filedCell?: ReactNode;
}) {
  return columns.map((column) => {
    const value = column.pick(figures);
    const zero = mostlyZero(value);
    const filed =
      reopened && column.id === 'closing'
        ? (filedCell ?? <td key="filed" className={styles.td} data-empty />)
        : null;
    return [
      filed,
      <td
        key={column.id}
        className={`${styles.td} ${column.className ?? ''}`}
        data-zero={column.movement && zero ? true : undefined}
      >
        <span className={styles.cellLabel} aria-hidden="true">
          {unbroken(column.label)}
        </span>
        <span className={styles.cellValue}>
          <Quantity value={value} pieceUnit={pieceUnit} />
          {column.id === 'closing' && closingNote ? (
            <span className={styles.ledgerNote}>{closingNote}</span>
          ) : null}
        </span>
      </td>,
    ];
  });
}

/** A quantity in m³ with 4 decimals, and its pieces beneath where it counts some. */
function Quantity({ value, pieceUnit }: { value: LmkQuantities; pieceUnit?: string | undefined }): ReactNode {
  const { i18n } = useTranslation();
  const zero = mostlyZero(value);
  return (
    <>
      <span className={`${styles.figure} ${zero ? styles.zero : ''}`}>
        {formatDecimalText(value.volumeM3, i18n.language, 4)}
      </span>
      {pieceUnit !== undefined && !isZeroText(value.pieces) ? (
        <span className={styles.pieces}>
          {formatDecimalText(value.pieces, i18n.language, 0)} {pieceUnit}
        </span>
      ) : null}
    </>
  );
}
