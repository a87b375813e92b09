import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Notice } from "../../components/ui/notice";
import { Spinner } from "../../components/ui/spinner";
import { PasskeysSection } from "./passkeys-section";
import { getAccountSecurity, securityKey } from "./security-api";
import { SessionsSection } from "./sessions-section";
import { TwoFactorSection } from "./two-factor-section";

/** Settings › Security: two-factor sign-in, passkeys and signed-in devices (docs/product/accounts-and-organizations.md#security). */
export function SecurityTab() {
  const { t } = useTranslation();
  const security = useQuery({ queryKey: securityKey, queryFn: getAccountSecurity });
  if (security.isPending) return <Spinner />;
  if (!security.data) return <Notice tone="error">{t("settings.security.loadFailed")}</Notice>;
  return (
    <div className="space-y-6">
      <TwoFactorSection enabled={security.data.twoFactorEnabled} hasPassword={security.data.hasPassword} />
      <PasskeysSection />
      <SessionsSection />
    </div>
  );
}
