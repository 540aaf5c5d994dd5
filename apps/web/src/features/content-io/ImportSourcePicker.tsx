import { Button, FileInput, Group, Paper, Stack, Tabs, Text, Textarea } from '@mantine/core';
import { IconClipboardText, IconFileImport, IconUpload } from '@tabler/icons-react';
import { type DragEvent, useRef, useState } from 'react';

/**
 * Where the file comes from: chosen or dropped (the drop area holds the picker, so the keyboard reaches it)
 * or its JSON pasted. Each hands its content on once; what it was is the panel's to check.
 */
export function ImportSourcePicker({
  file,
  onFile,
  onPaste,
  disabled,
  error,
}: {
  file: File | null;
  onFile: (file: File | null) => void;
  onPaste: (text: string) => void;
  disabled: boolean;
  error: string | undefined;
}) {
  const [tab, setTab] = useState<string | null>('file');
  const [dragging, setDragging] = useState(false);
  const pasted = useRef<HTMLTextAreaElement>(null);

  function drop(event: DragEvent) {
    event.preventDefault();
    setDragging(false);
    const dropped = event.dataTransfer.files[0];
    if (dropped && !disabled) onFile(dropped);
  }

  return (
    <Tabs value={tab} onChange={setTab} keepMounted={false}>
      <Tabs.List>
        <Tabs.Tab value="file" leftSection={<IconUpload size={16} aria-hidden />}>
          A file
        </Tabs.Tab>
        <Tabs.Tab value="paste" leftSection={<IconClipboardText size={16} aria-hidden />}>
          Pasted JSON
        </Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="file" pt="md">
        <Paper
          withBorder
          radius="md"
          p="md"
          onDragOver={(event) => {
            event.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={drop}
          data-testid="import-drop-area"
          style={{
            borderStyle: 'dashed',
            borderWidth: 2,
            borderColor: dragging ? 'var(--mantine-primary-color-filled)' : undefined,
            background: dragging ? 'var(--mantine-primary-color-light)' : undefined,
          }}
        >
          <Stack gap="xs">
            <Text fz="sm">Drop the file here, or choose it.</Text>
            <FileInput
              label="File to import"
              description="A .json file, up to 20 MB"
              placeholder="Choose a file"
              accept="application/json,.json"
              value={file}
              onChange={onFile}
              clearable
              clearButtonProps={{ 'aria-label': 'Remove the chosen file' }}
              // Mantine's placeholder grey falls below 4.5:1 on a field; the theme's dimmed grey does not.
              styles={{ placeholder: { color: 'var(--mantine-color-dimmed)' } }}
              leftSection={<IconFileImport size={18} aria-hidden />}
              disabled={disabled}
              error={error}
            />
          </Stack>
        </Paper>
      </Tabs.Panel>
      <Tabs.Panel value="paste" pt="md">
        <Stack gap="sm">
          <Textarea
            ref={pasted}
            label="JSON to import"
            description="Paste the whole file, one stat block, or a list of them."
            autosize
            minRows={6}
            maxRows={14}
            spellCheck={false}
            styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)', fontSize: 13 } }}
            disabled={disabled}
            error={error}
          />
          <Group>
            <Button onClick={() => onPaste(pasted.current?.value ?? '')} disabled={disabled}>
              Preview
            </Button>
          </Group>
        </Stack>
      </Tabs.Panel>
    </Tabs>
  );
}
