import { exportFileName } from '@stylebook/contracts';
import { useMutation } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { Alert } from '../../../../components/ui/alert';
import { buttonClasses } from '../../../../components/ui/button';
import { api } from '../../../../lib/api';
import { downloadFile } from '../../../../lib/download';
import { formErrorMessage } from '../../../../lib/form-error';

/**
 * Downloads everything the account holds as one JSON file (`GET /api/users/{id}/export`), fetched with the
 * bearer token and saved through a Blob URL.
 */
export function DownloadData({ userId }: { userId: string }) {
  const download = useMutation({
    mutationFn: () => api.users.export(userId),
    onSuccess: (data) => {
      const fileName = exportFileName(data.account.username, data.exportedAt);
      downloadFile(fileName, JSON.stringify(data, null, 2), 'application/json');
    },
  });

  return (
    <>
      <p className="mb-4 text-sm leading-6 text-ink-muted">
        Get a copy of everything your account holds: profile, products, collections (private and archived
        too), looks, likes, saves, follows, subscriptions, wallet transactions and feedback, as one JSON file.
      </p>
      <button
        type="button"
        onClick={() => download.mutate()}
        disabled={download.isPending}
        className={buttonClasses({ variant: 'outline' })}
      >
        <Download aria-hidden className="size-4" />
        {download.isPending ? 'Preparing your file...' : 'Download your data'}
      </button>
      <div className="mt-3">
        {download.isSuccess && (
          <Alert tone="success">
            Your data was saved as {exportFileName(download.data.account.username, download.data.exportedAt)}.
          </Alert>
        )}
        {download.isError && <Alert tone="error">{formErrorMessage(download.error)}</Alert>}
      </div>
    </>
  );
}
