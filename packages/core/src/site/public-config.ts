/** The server's settings the web app reads (GET /api/config) and the public pages are rendered with. */
export interface PublicConfig {
  productName: string;
  supportEmail: string;
  /** The address the server is set up for (PUBLIC_URL). */
  publicUrl: string;
  googleSignIn: boolean;
  devMailbox: boolean;
  chatWidgetUrl: string | null;
}
