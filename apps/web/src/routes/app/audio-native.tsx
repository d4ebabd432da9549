import { AudioNativePage } from "#features/speech/audio-native/components/audio-native-page";

/** /app/audio-native */
export default function AudioNativeRoute() {
  return <AudioNativePage />;
}
