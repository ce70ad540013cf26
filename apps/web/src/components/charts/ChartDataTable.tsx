import { Box, Button, Table } from '@chakra-ui/react';
import { TableIcon } from 'lucide-react';
import { useId, useState } from 'react';

export type ChartTableRow = { key: string; cells: string[] };

type ChartDataTableProps = {
  // Names the table (its caption) and the toggle: "Show data table: Rank history for oat latte".
  caption: string;
  columns: string[];
  rows: ChartTableRow[];
};

// The chart's figures as a table, behind a toggle button: what a keyboard or screen-reader user
// reads instead of hovering the chart's points.
export function ChartDataTable({ caption, columns, rows }: ChartDataTableProps) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <Box _print={{ display: 'none' }}>
      <Button
        size="xs"
        variant="ghost"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((value) => !value)}
      >
        <TableIcon /> {open ? 'Hide data table' : 'Show data table'}
      </Button>
      {open && (
        <Box
          id={id}
          role="region"
          aria-label={caption}
          tabIndex={0}
          overflow="auto"
          maxH="sm"
          mt="2"
          borderWidth="1px"
          borderColor="border.muted"
          borderRadius="md"
        >
          <Table.Root size="sm" stickyHeader>
            <Table.Caption captionSide="top" textAlign="start" px="3" py="2">
              {caption}
            </Table.Caption>
            <Table.Header>
              <Table.Row>
                {columns.map((column, index) => (
                  <Table.ColumnHeader
                    key={column}
                    scope="col"
                    textAlign={index === 0 ? 'start' : 'end'}
                  >
                    {column}
                  </Table.ColumnHeader>
                ))}
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {rows.map((row) => (
                <Table.Row key={row.key}>
                  {row.cells.map((cell, index) =>
                    index === 0 ? (
                      <Table.Cell
                        key={index}
                        as="th"
                        scope="row"
                        fontWeight="normal"
                        whiteSpace="nowrap"
                      >
                        {cell}
                      </Table.Cell>
                    ) : (
                      <Table.Cell key={index} textAlign="end">
                        {cell}
                      </Table.Cell>
                    ),
                  )}
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Box>
      )}
    </Box>
  );
}
