; A device function declared without a body: defined in another object.
func @ext(%arg0: i32, %arg1: f32 inreg) -> (i32, f32)

kernel @k(%x: i32) {
entry:
    %f = fconst.f32 1.5
    %a, %b = call @ext(%x, %f)
    ret
}
