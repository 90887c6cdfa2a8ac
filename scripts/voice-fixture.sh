#!/bin/sh
# Regenerates the committed Spanish audio fixtures of the voice tests (tests/fixtures/voice/).
# Needs espeak-ng and ffmpeg (Debian: apt-get install espeak-ng ffmpeg); the tests themselves
# only read the committed files.
set -eu
cd "$(dirname "$0")/../tests/fixtures/voice"
PHRASE="busco un cardiólogo en Guadalajara"
TMP="$(mktemp -d)"
trap 'rm -rf "$TMP"' EXIT

# es-419: Latin American Spanish; 150 words per minute is an unhurried speaker.
espeak-ng -v es-419 -s 150 -w "$TMP/espeak.wav" "$PHRASE"
# 16 kHz mono 16-bit PCM with 1.5 s of silence at the end: Chromium's fake microphone loops
# the file, and the pause lets the recorder's silence detection end the recording.
ffmpeg -loglevel error -y -i "$TMP/espeak.wav" -af "apad=pad_dur=1.5" -ar 16000 -ac 1 \
  -c:a pcm_s16le -map_metadata -1 -fflags +bitexact busco-cardiologo-guadalajara.wav
# What Chrome and Firefox's MediaRecorder send: Opus in WebM.
ffmpeg -loglevel error -y -i "$TMP/espeak.wav" -ar 16000 -ac 1 -c:a libopus -b:a 24k \
  -map_metadata -1 -fflags +bitexact busco-cardiologo-guadalajara.webm
# What Safari's MediaRecorder sends: AAC in MP4.
ffmpeg -loglevel error -y -i "$TMP/espeak.wav" -ar 16000 -ac 1 -c:a aac -b:a 32k \
  -movflags +faststart -map_metadata -1 -fflags +bitexact busco-cardiologo-guadalajara.mp4
ls -l busco-cardiologo-guadalajara.*
