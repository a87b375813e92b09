import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { Suspense } from "react";
import { RouterProvider } from "react-router";
import { FullScreenSpinner } from "../components/ui/spinner";
import { router } from "./router";

const queryClient = new QueryClient({
  defaultOptions: { queries: { refetchOnWindowFocus: false } },
});

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      {/* Translations load before the first screen; until then, a neutral spinner. */}
      <Suspense fallback={<FullScreenSpinner label="Loading..." />}>
        <RouterProvider router={router} />
      </Suspense>
    </QueryClientProvider>
  );
}
