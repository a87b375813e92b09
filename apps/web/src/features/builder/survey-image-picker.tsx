import { isUploadUrl } from "@sondar/core/uploads/upload-url";
import { ImagePlus, Trash2 } from "lucide-react";
import { useRef } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../components/ui/button";

/** One survey-wide image (the logo, the brand background): its thumbnail and Remove, or an upload button. */
export function SurveyImagePicker({
  url,
  alt,
  imageClassName,
  uploadLabel,
  uploading,
  disabled,
  onFile,
  onRemove,
}: {
  url: string | null;
  alt: string;
  imageClassName: string;
  uploadLabel: string;
  uploading: boolean;
  disabled: boolean;
  onFile: (file: File) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  const fileInput = useRef<HTMLInputElement>(null);
  return (
    <>
      {url ? (
        <div className="flex items-center gap-3">
          {/* Only our own uploads are shown; anything else is left for the creator to remove. */}
          {isUploadUrl(url) && <img src={url} alt={alt} className={imageClassName} />}
          <Button variant="secondary" size="sm" onClick={onRemove}>
            <Trash2 aria-hidden className="h-4 w-4" />
            {t("builder.settings.removeLogo")}
          </Button>
        </div>
      ) : (
        <Button variant="secondary" size="sm" onClick={() => fileInput.current?.click()} disabled={uploading || disabled}>
          <ImagePlus aria-hidden className="h-4 w-4" />
          {uploading ? t("builder.settings.uploading") : uploadLabel}
        </Button>
      )}
      <input
        ref={fileInput}
        type="file"
        accept="image/png,image/jpeg"
        className="sr-only"
        aria-label={uploadLabel}
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = "";
          if (file) onFile(file);
        }}
      />
    </>
  );
}
