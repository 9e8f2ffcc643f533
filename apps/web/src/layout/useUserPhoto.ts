/**
 * The signed-in user's photo for the user menu: the stored file fetched with the session (an
 * <img> cannot send the token) as an object URL, and its change — an image upload to
 * /cloud/management/rest/user/changePhoto, checked by content on the server.
 */
import { useCallback, useEffect, useState } from 'react';
import { defineEndpoint } from '../../../../src/request/endpoint';
import { client } from '../app/client';

const DOWNLOAD = defineEndpoint({ url: '/cloudFile/common/downloadFile', method: 'get', pack: 'none', entity: 'query', download: 'data', noCancel: true, authFailure: 'resume' });
const CHANGE = defineEndpoint({ url: '/cloud/management/rest/user/changePhoto', method: 'post', pack: 'none', entity: 'form', noCancel: true, authFailure: 'resume' });

export function useUserPhoto(initialId: string | null | undefined) {
  const [photoId, setPhotoId] = useState(initialId ?? null);
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (!photoId) return setUrl(undefined);
    let live = true;
    let made: string | undefined;
    client.download(DOWNLOAD, { id: photoId }).then((file) => {
      if (!live || !file) return;
      made = URL.createObjectURL(file.blob);
      setUrl(made);
    }, () => live && setUrl(undefined));
    return () => {
      live = false;
      if (made) URL.revokeObjectURL(made);
    };
  }, [photoId]);

  /** Uploads a new photo; the menu shows it once stored. */
  const change = useCallback(async (file: File) => {
    const form = new FormData();
    form.append('file', file, file.name);
    const answer = await client.call<{ photoId: string }>(CHANGE, form, { silent: true });
    setPhotoId(answer.data.photoId);
  }, []);
  return { url, change };
}
