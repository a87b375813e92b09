import type { Question } from "@sondar/core/surveys/question-schema";
import { useEffect, useState } from "react";

/** The question shown in the editor: the first one until the creator picks another, or when the chosen one is gone. */
export function useQuestionSelection(questions: Question[]) {
  const [selectedId, setSelectedId] = useState<string | null>(null);

  useEffect(() => {
    if ((!selectedId || !questions.some((q) => q.id === selectedId)) && questions[0]) setSelectedId(questions[0].id);
  }, [questions, selectedId]);

  return { selectedId, selected: questions.find((q) => q.id === selectedId) ?? null, select: setSelectedId };
}
