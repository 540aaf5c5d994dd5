import { List, Table, Text, Title, type TitleOrder } from '@mantine/core';
import { Fragment, type ReactNode } from 'react';
import { parseBlocks, parseInline, type TextBlock } from './blocks.ts';
import classes from './RichText.module.css';

export function InlineText({ text }: { text: string }) {
  return (
    <>
      {parseInline(text).map((run, index) => {
        const key = `${index}-${run.text.length}`;
        let node: ReactNode = run.text;
        if (run.italic) node = <em>{node}</em>;
        if (run.bold) node = <strong>{node}</strong>;
        return <Fragment key={key}>{node}</Fragment>;
      })}
    </>
  );
}

interface RichTextProps {
  text: string;
  /** The level the text's biggest heading becomes, so its headings continue the page's outline. */
  headingLevel?: number;
  /** A first heading that only repeats the entry's name, already shown above, is left out. */
  skipHeading?: string;
  /** Words for a table's scroll region. */
  label?: string;
}

function headingOrder(level: number): TitleOrder {
  return Math.min(6, Math.max(1, level)) as TitleOrder;
}

function Block({ block, level, label }: { block: TextBlock; level: (depth: number) => TitleOrder; label: string }) {
  switch (block.type) {
    case 'heading':
      return (
        <Title order={level(block.depth)} className={classes.heading}>
          <InlineText text={block.text} />
        </Title>
      );
    case 'paragraph':
      return (
        <Text className={classes.paragraph}>
          <InlineText text={block.text} />
        </Text>
      );
    case 'list':
      return (
        <List className={classes.list} spacing={4}>
          {block.items.map((item, index) => (
            // Items can repeat; their place is their identity.
            // biome-ignore lint/suspicious/noArrayIndexKey: static text, never reordered
            <List.Item key={index}>
              <InlineText text={item} />
            </List.Item>
          ))}
        </List>
      );
    case 'table':
      return (
        // A wide table scrolls on a phone; the region takes focus so keyboards can scroll it too.
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
        <section className={classes.tableScroll} tabIndex={0} aria-label={label}>
          <Table withTableBorder striped verticalSpacing={4} horizontalSpacing="sm" className={classes.table}>
            <Table.Thead>
              <Table.Tr>
                {block.header.map((cell, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: static text, never reordered
                  <Table.Th key={index} scope="col">
                    <InlineText text={cell} />
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {block.rows.map((row, rowIndex) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: static text, never reordered
                <Table.Tr key={rowIndex}>
                  {row.map((cell, index) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: static text, never reordered
                    <Table.Td key={index}>
                      <InlineText text={cell} />
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </section>
      );
  }
}

/** SRD or user text drawn as text: paragraphs, headings, lists and tables, with no HTML inside. */
export function RichText({ text, headingLevel = 2, skipHeading, label = 'Table' }: RichTextProps) {
  let blocks = parseBlocks(text);
  const first = blocks[0];
  if (first?.type === 'heading' && skipHeading && first.text.trim().toLowerCase() === skipHeading.toLowerCase()) {
    blocks = blocks.slice(1);
  }
  const depths = blocks.flatMap((block) => (block.type === 'heading' ? [block.depth] : []));
  const top = depths.length ? Math.min(...depths) : 1;
  const level = (depth: number) => headingOrder(headingLevel + depth - top);
  return (
    <div className={classes.text}>
      {blocks.map((block, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static text, never reordered
        <Block key={index} block={block} level={level} label={label} />
      ))}
    </div>
  );
}
