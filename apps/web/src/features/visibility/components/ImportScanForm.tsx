import { SCAN_CSV_MAX_CHARS } from '@app/contracts';
import { chakra, Field, Stack, Text } from '@chakra-ui/react';
import { useId, useRef, useState } from 'react';

import { describeError } from '@/app/errors';
import { FormMessage, type FormFeedback } from '@/components/FormMessage';

import { VISIBILITY_MESSAGES } from '../visibility-messages';
import { useImportScanMutation, useLazyGetScanQuery } from '../visibility.api';

const FileInput = chakra('input');

type ImportScanFormProps = {
  // The imported scan, to show it.
  onImported: (scan: { id: string; keyword: string }) => void;
};

// docs/product.md, Visibility: a scan's CSV (as exported) back in, sent as text/csv; what the
// server refuses is shown with its reason.
export function ImportScanForm({ onImported }: ImportScanFormProps) {
  const [importScan, { isLoading }] = useImportScanMutation();
  const [loadScan] = useLazyGetScanQuery();
  const [feedback, setFeedback] = useState<FormFeedback | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const id = useId();

  const send = async (file: File) => {
    setFeedback(null);
    // Larger than any export: refused here rather than uploaded for nothing.
    if (file.size > SCAN_CSV_MAX_CHARS * 4) {
      setFeedback({ kind: 'error', message: 'The CSV is too large' });
      return;
    }
    try {
      const created = await importScan(await file.text()).unwrap();
      const scan = await loadScan({ id: created.id }).unwrap();
      setFeedback({ kind: 'success', message: VISIBILITY_MESSAGES.imported(scan.keyword) });
      onImported({ id: scan.id, keyword: scan.keyword });
    } catch (caught) {
      const error = describeError(caught);
      setFeedback({ kind: 'error', message: error.message, details: error.details });
    } finally {
      // The same file can be chosen again after a fix.
      if (input.current) input.current.value = '';
    }
  };

  return (
    <Stack gap="3">
      <Field.Root disabled={isLoading}>
        <Field.Label htmlFor={id}>Scan CSV file</Field.Label>
        <FileInput
          ref={input}
          id={id}
          aria-describedby={`${id}-help`}
          type="file"
          accept=".csv,text/csv"
          fontSize="sm"
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file) void send(file);
          }}
        />
        <Text id={`${id}-help`} fontSize="xs" color="fg.muted">
          {VISIBILITY_MESSAGES.importHelp}
        </Text>
      </Field.Root>
      <FormMessage feedback={feedback} />
    </Stack>
  );
}
