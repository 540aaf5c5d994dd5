import { ActionIcon, CopyButton, TextInput, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';

interface FollowLinkProps {
  /** What the link is ('Your follow page'); also names the copy button. */
  label: string;
  url: string;
  description?: string;
}

/** A follow page's address, read-only and selectable, with a button that copies it. */
export function FollowLink({ label, url, description }: FollowLinkProps) {
  return (
    <TextInput
      label={label}
      description={description}
      value={url}
      readOnly
      onFocus={(event) => event.currentTarget.select()}
      rightSectionPointerEvents="all"
      rightSection={
        <CopyButton value={url} timeout={2000}>
          {({ copied, copy }) => (
            <Tooltip label={copied ? 'Copied' : 'Copy'} withArrow>
              <ActionIcon
                variant="subtle"
                color={copied ? 'teal' : 'gray'}
                onClick={copy}
                aria-label={copied ? `${label} copied` : `Copy ${label.toLowerCase()}`}
              >
                {copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
              </ActionIcon>
            </Tooltip>
          )}
        </CopyButton>
      }
    />
  );
}
