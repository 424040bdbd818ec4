define i32 @f(i1 %c) {
entry:
  br i1 %c, label %a, label %b
a:
  br label %join
b:
  br label %join
join:
  %v = phi i32 [ 1, %a ]
  ret i32 %v
}
