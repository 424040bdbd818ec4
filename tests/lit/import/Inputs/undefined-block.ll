define void @f(i1 %c) {
entry:
  br i1 %c, label %then, label %else
then:
  ret void
}
