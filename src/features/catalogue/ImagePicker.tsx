/**
 * A record's picture: what it shows now (the current upload, a new file, or the default),
 * a file picker limited to pictures of at most 2 MB, and a way back to no picture.
 */
import { useEffect, useState } from 'react';
import { Button, FileInput, Group, Image, Stack, Text } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { IMAGE_ACCEPT, imageUrl, isAcceptableImageFile } from '../../domain/catalogue/image';
import { ErrorCode } from '../../domain/errors';
import type { ImageChoice } from '../../data/catalogue';
import { describeCode } from '../i18n/error-messages';

/** Whether the picture chosen differs from the saved one (an unsaved change of the form). */
export function imageChanged(choice: ImageChoice, savedId: string | null): boolean {
  if (choice.kind === 'file') return true;
  if (choice.kind === 'none') return savedId !== null;
  return choice.id !== savedId;
}

/** A preview URL for a picked file, revoked when it changes. */
function useObjectUrl(file: Blob | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) {
      setUrl(null);
      return undefined;
    }
    const next = URL.createObjectURL(file);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [file]);
  return url;
}

export function ImagePicker(props: {
  label: string;
  choice: ImageChoice;
  onChange: (choice: ImageChoice) => void;
  /** Shown when there is no picture (the gift card's default background); none for products. */
  fallbackUrl?: string;
  /** The record's stored picture, to go back to. */
  savedId: string | null;
}) {
  const { t, i18n } = useLingui();
  const [error, setError] = useState<string | null>(null);
  const file = props.choice.kind === 'file' ? props.choice.file : null;
  const fileUrl = useObjectUrl(file);
  const current =
    props.choice.kind === 'file' ? fileUrl : props.choice.kind === 'keep' && props.choice.id ? imageUrl(props.choice.id) : null;
  const shown = current ?? props.fallbackUrl ?? null;

  return (
    <Stack gap={6}>
      {shown ? (
        <Image src={shown} alt={current ? t`Chosen picture` : t`Default picture`} radius="md" h={140} w="auto" fit="contain" bg="gray.0" />
      ) : (
        <Text size="sm" c="dimmed">
          {t`No picture`}
        </Text>
      )}
      <FileInput
        label={props.label}
        accept={IMAGE_ACCEPT}
        placeholder={t`Choose a picture (JPEG, PNG, WebP or GIF, at most 2 MB)`}
        value={file instanceof File ? file : null}
        error={error}
        clearable
        onChange={(picked) => {
          if (!picked) {
            setError(null);
            props.onChange(props.savedId ? { kind: 'keep', id: props.savedId } : { kind: 'none' });
            return;
          }
          if (!isAcceptableImageFile(picked)) {
            setError(describeCode(ErrorCode.IMAGE_INVALID, i18n));
            return;
          }
          setError(null);
          props.onChange({ kind: 'file', file: picked, name: picked.name });
        }}
      />
      {current ? (
        <Group>
          <Button variant="subtle" size="compact-sm" onClick={() => props.onChange({ kind: 'none' })}>
            {props.fallbackUrl ? t`Use the default picture` : t`Remove the picture`}
          </Button>
        </Group>
      ) : null}
    </Stack>
  );
}
