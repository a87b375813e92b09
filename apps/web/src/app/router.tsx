import { lazy } from "react";
import { createBrowserRouter } from "react-router";
import { AppShell } from "./app-shell";
import { DocumentLoad } from "./document-load";
import { RootLayout } from "./root-layout";
import { RouteGuard } from "./route-guard";

// Each screen is its own chunk so a visitor downloads only what they open.
const LoginPage = lazy(() => import("../features/auth/login-page"));
const VerifyEmailPage = lazy(() => import("../features/auth/verify-email-page"));
const MailboxPage = lazy(() => import("../features/dev-mailbox/mailbox-page"));
const DashboardPage = lazy(() => import("../features/dashboard/dashboard-page"));
const SettingsPage = lazy(() => import("../features/settings/settings-page"));
const BillingPage = lazy(() => import("../features/billing/billing-page"));
const LocalCheckoutPage = lazy(() => import("../features/billing/local-checkout-page"));
const LocalPortalPage = lazy(() => import("../features/billing/local-portal-page"));
const TeamsPage = lazy(() => import("../features/teams/teams-page"));
const BuilderPage = lazy(() => import("../features/builder/builder-page"));
const NewSurveyPage = lazy(() => import("../features/builder/new-survey-page"));
const ResponsesPage = lazy(() => import("../features/responses/responses-page"));
const PublicSurveyPage = lazy(() => import("../features/survey/public-survey-page"));
const PreviewSurveyPage = lazy(() => import("../features/survey/preview-survey-page"));

export const router = createBrowserRouter([
  {
    element: <RootLayout />,
    children: [
      { path: "/login", element: <LoginPage /> },
      { path: "/register", element: <LoginPage /> },
      { path: "/verify-email", element: <VerifyEmailPage /> },
      { path: "/dev/mailbox", element: <MailboxPage /> },
      ...["/survey/:shareId", "/s/:shareId", "/embed/survey/:shareId", "/embed/s/:shareId"].map((path) => ({
        path,
        element: <PublicSurveyPage />,
      })),
      { path: "/preview/:surveyId", element: <PreviewSurveyPage /> },
      {
        element: <RouteGuard />,
        children: [
          // The local provider's pages stand in for a provider's hosted ones: signed in, outside the app's navigation.
          { path: "/billing/local/checkout", element: <LocalCheckoutPage /> },
          { path: "/billing/local/portal", element: <LocalPortalPage /> },
          {
            element: <AppShell />,
            children: [
              { path: "/dashboard", element: <DashboardPage /> },
              { path: "/surveys/new", element: <NewSurveyPage /> },
              { path: "/surveys/:surveyId/edit", element: <BuilderPage /> },
              { path: "/surveys/:surveyId/responses", element: <ResponsesPage /> },
              { path: "/billing", element: <BillingPage /> },
              { path: "/settings", element: <SettingsPage /> },
              { path: "/teams", element: <TeamsPage /> },
            ],
          },
        ],
      },
      // Public pages (the server renders them) and unknown addresses, which lead home.
      { path: "*", element: <DocumentLoad /> },
    ],
  },
]);
