// The definitions got_use.cl reaches through the GOT.
__global int counter = 10;
__global float weights[4] = {0.5f, 1.0f, 2.0f, 4.0f};
