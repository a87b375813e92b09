import { DeleteAccountCard } from "./delete-account-card";
import { DownloadMyDataCard } from "./download-my-data-card";

/** Settings → Account: download my data (decision 294), and delete my account (docs/decisions/292-your-data.md). */
export function AccountTab() {
  return (
    <div className="space-y-6">
      <DownloadMyDataCard />
      <DeleteAccountCard />
    </div>
  );
}
