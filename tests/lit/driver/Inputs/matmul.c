// The frontend source the debug locations of mfma-located.agc name.
void k(float x, float4 *out) {
  float4 acc = 0.0f;
  acc = mfma(x, x, acc);
  *out = acc;
}
