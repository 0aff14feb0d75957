import { LARGEST_PHOTO_WIDTH, MIN_PHOTO, PHOTO_ASPECT } from "../../shared/menu/photo-variants";

/**
 * The photo form's crop: the chosen photo is drawn upright (the browser applies its EXIF
 * orientation), the owner taps, drags or uses the arrow keys to pick what stays in the 3:2
 * frame, and on Save the crop is sent as a new JPEG in place of the file. Canvas output carries
 * no metadata, so a phone's GPS never leaves it. A photo the browser cannot decode (HEIC on most
 * browsers) is sent as it is, and the server answers for it.
 */
/** Twice the largest variant, so the server still has room to resize well. */
const MAX_WIDTH = 2 * LARGEST_PHOTO_WIDTH;
const KEY_STEP = 0.05;

interface Crop {
  x: number;
  y: number;
  width: number;
  height: number;
}

const clamp = (value: number, low: number, high: number) => Math.min(Math.max(value, low), high);

/** The 3:2 part of a width × height picture centred as near the focus (0–1 each way) as it fits. */
export function cropAround(width: number, height: number, focusX: number, focusY: number): Crop {
  const cropWidth = Math.min(width, height * PHOTO_ASPECT);
  const cropHeight = cropWidth / PHOTO_ASPECT;
  return {
    x: clamp(focusX * width - cropWidth / 2, 0, width - cropWidth),
    y: clamp(focusY * height - cropHeight / 2, 0, height - cropHeight),
    width: cropWidth,
    height: cropHeight,
  };
}

function enhancePhotoForm(form: HTMLFormElement): void {
  const input = form.querySelector<HTMLInputElement>('input[type="file"]');
  const area = form.querySelector<HTMLElement>("[data-crop]");
  const canvas = area?.querySelector("canvas");
  const context = canvas?.getContext("2d");
  if (!input || !area || !canvas || !context) return;
  let bitmap: ImageBitmap | null = null;
  let focus = { x: 0.5, y: 0.5 };
  let cropped = false;

  const draw = () => {
    if (!bitmap) return;
    const scale = canvas.clientWidth / bitmap.width;
    canvas.width = Math.round(canvas.clientWidth * devicePixelRatio);
    canvas.height = Math.round(bitmap.height * scale * devicePixelRatio);
    const ratio = canvas.width / bitmap.width;
    context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    const crop = cropAround(bitmap.width, bitmap.height, focus.x, focus.y);
    // Dim what the crop leaves out, and outline what it keeps.
    context.fillStyle = "rgba(0, 0, 0, 0.55)";
    context.beginPath();
    context.rect(0, 0, canvas.width, canvas.height);
    context.rect(crop.x * ratio, crop.y * ratio, crop.width * ratio, crop.height * ratio);
    context.fill("evenodd");
    context.strokeStyle = "#fff";
    context.lineWidth = 2 * devicePixelRatio;
    context.strokeRect(crop.x * ratio, crop.y * ratio, crop.width * ratio, crop.height * ratio);
  };

  const focusAt = (event: PointerEvent) => {
    const box = canvas.getBoundingClientRect();
    focus = { x: clamp((event.clientX - box.left) / box.width, 0, 1), y: clamp((event.clientY - box.top) / box.height, 0, 1) };
    draw();
  };

  const show = async () => {
    bitmap?.close();
    bitmap = null;
    focus = { x: 0.5, y: 0.5 };
    area.hidden = true;
    const file = input.files?.[0];
    if (!file) return;
    try {
      bitmap = await createImageBitmap(file);
    } catch {
      return; // not decodable here: sent as chosen
    }
    area.hidden = false;
    canvas.tabIndex = 0;
    draw();
  };
  input.addEventListener("change", () => void show());
  canvas.addEventListener("pointerdown", (event) => {
    canvas.setPointerCapture(event.pointerId);
    focusAt(event);
  });
  canvas.addEventListener("pointermove", (event) => {
    if (canvas.hasPointerCapture(event.pointerId)) focusAt(event);
  });
  canvas.addEventListener("keydown", (event) => {
    const moves: Record<string, [number, number]> = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    focus = { x: clamp(focus.x + move[0] * KEY_STEP, 0, 1), y: clamp(focus.y + move[1] * KEY_STEP, 0, 1) };
    draw();
  });
  window.addEventListener("resize", draw);

  form.addEventListener("submit", (event) => {
    const submitter = event.submitter;
    const source = bitmap;
    if (cropped || !source || !(submitter instanceof HTMLButtonElement) || submitter.value !== "save") return;
    const crop = cropAround(source.width, source.height, focus.x, focus.y);
    // Too small to crop and still give the largest variant: the server says so for the file as chosen.
    if (crop.width < MIN_PHOTO.width || crop.height < MIN_PHOTO.height) return;
    event.preventDefault();
    const width = Math.round(Math.min(crop.width, MAX_WIDTH));
    const output = document.createElement("canvas");
    output.width = width;
    output.height = Math.round(width / PHOTO_ASPECT);
    output.getContext("2d")?.drawImage(source, crop.x, crop.y, crop.width, crop.height, 0, 0, output.width, output.height);
    submitter.disabled = true;
    output.toBlob(
      (blob) => {
        submitter.disabled = false;
        if (blob) {
          const files = new DataTransfer();
          files.items.add(new File([blob], "foto.jpg", { type: "image/jpeg" }));
          input.files = files.files;
        }
        cropped = true;
        form.requestSubmit(submitter);
      },
      "image/jpeg",
      0.9,
    );
  });
}

export function enhancePhotoForms(): void {
  for (const form of document.querySelectorAll<HTMLFormElement>("form[data-photo]")) enhancePhotoForm(form);
}
